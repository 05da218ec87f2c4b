import { useIntl } from 'react-intl';
import { Button, DataList, Dialog, Portal, Text } from '@chakra-ui/react';
import type { SummaryEntry } from '../hooks/useSummaryEntries';
import { confirmMessages } from '../messages';

/** The summary of what was entered, with Cancelar / Confirmar, before the registration is sent. */
export function ConfirmationDialog({
  open,
  entries,
  busy,
  onCancel,
  onConfirm,
  finalFocusEl,
}: {
  open: boolean;
  entries: SummaryEntry[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes on closing (the first invalid field after a failure); the default when null. */
  finalFocusEl?: () => HTMLElement | null;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      closeOnInteractOutside={!busy}
      finalFocusEl={finalFocusEl}
      scrollBehavior="inside"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="registration-summary">
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(confirmMessages.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text marginBottom="4">{intl.formatMessage(confirmMessages.intro)}</Text>
              <DataList.Root orientation="horizontal" size="sm">
                {entries.map((e, i) => (
                  <DataList.Item key={i} data-testid="summary-entry">
                    <DataList.ItemLabel>{e.label}</DataList.ItemLabel>
                    <DataList.ItemValue>{e.value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {intl.formatMessage(confirmMessages.cancel)}
              </Button>
              <Button
                colorPalette="brand"
                onClick={onConfirm}
                loading={busy}
                loadingText={intl.formatMessage(confirmMessages.confirm)}
                disabled={busy}
              >
                {intl.formatMessage(confirmMessages.confirm)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
