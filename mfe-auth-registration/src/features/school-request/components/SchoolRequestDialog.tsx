import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UnitRequest } from '../api/unit-requests';
import { schoolRequestMessages } from '../messages';
import { SchoolRequestForm } from './SchoolRequestForm';

export interface SchoolRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editionId: string | number;
  /** The state and city already chosen in the school picker, preselected here. */
  defaultStateId?: string | number | null;
  defaultCityId?: string | number | null;
  /** Countries whose states are offered (default Brazil, id 1). */
  countryIds?: readonly number[];
  onRequested?: (request: UnitRequest) => void;
}

/**
 * The modal for requesting a school missing from the school picker (spec 1 §2, §4, §5): a new form
 * each time it opens; on success it closes and a toast confirms.
 */
export function SchoolRequestDialog({
  open,
  onOpenChange,
  editionId,
  defaultStateId,
  defaultCityId,
  countryIds,
  onRequested,
}: SchoolRequestDialogProps) {
  const intl = useIntl();
  const [submitting, setSubmitting] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      closeOnInteractOutside={!submitting}
      closeOnEscape={!submitting}
      lazyMount
      unmountOnExit
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="school-request-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage {...schoolRequestMessages.title} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Description px="6" color="fg.muted" textStyle="sm">
              <FormattedMessage {...schoolRequestMessages.description} />
            </Dialog.Description>
            <SchoolRequestForm
              editionId={editionId}
              defaultStateId={defaultStateId}
              defaultCityId={defaultCityId}
              countryIds={countryIds}
              onSubmittingChange={setSubmitting}
              onCancel={() => onOpenChange(false)}
              onDone={(request) => {
                onOpenChange(false);
                onRequested?.(request);
              }}
            />
            <Dialog.CloseTrigger asChild disabled={submitting}>
              <CloseButton size="sm" aria-label={intl.formatMessage(schoolRequestMessages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
