import { Alert, Button, Dialog, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReviewAction, UnitRequestRow } from '../api/unit-requests';
import type { ReviewStatus } from '../hooks/useReview';
import { namedMessages, reviewMessages as m } from '../messages';
import { DialogFrame } from './DialogFrame';
import { RequestField } from './RequestField';

/** The body of one opening: the description starts empty. */
function ReviewBody({
  target,
  status,
  reason,
  busy,
  onClose,
  onSubmit,
}: {
  target: { row: UnitRequestRow; action: ReviewAction };
  status: ReviewStatus;
  reason: string | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (description: string) => void;
}) {
  const intl = useIntl();
  const [description, setDescription] = useState('');
  const approving = target.action === 'approve';

  if (status !== 'request') {
    const success = status === 'success';
    return (
      <>
        <Dialog.Body>
          <Alert.Root status={success ? 'success' : 'error'} data-testid={`review-${status}`}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {intl.formatMessage(success ? (approving ? m.approved : m.rejected) : m.failure)}
              </Alert.Title>
              {!success && reason && <Alert.Description>{reason}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
        </Dialog.Footer>
      </>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(description.trim());
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            {intl.formatMessage(approving ? namedMessages.approveText : namedMessages.rejectText, {
              name: target.row.name,
            })}
          </Text>
          <RequestField label={intl.formatMessage(m.description)}>
            <Textarea
              name="description"
              value={description}
              maxLength={5000}
              onChange={(e) => setDescription(e.target.value)}
            />
          </RequestField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button type="submit" colorPalette={approving ? 'green' : 'red'} loading={busy}>
          {intl.formatMessage(approving ? m.approve : m.reject)}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** Aprovar / Rejeitar with a description (spec 2 §4, §7, §8): request, then success or failure. */
export function ReviewDialog({
  target,
  opening,
  status,
  reason,
  busy,
  onClose,
  onSubmit,
}: {
  target: { row: UnitRequestRow; action: ReviewAction } | null;
  opening: number;
  status: ReviewStatus;
  reason: string | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (description: string) => void;
}) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={target !== null}
      busy={busy}
      testId="review-dialog"
      title={intl.formatMessage(target?.action === 'reject' ? m.rejectTitle : m.approveTitle)}
      onClose={onClose}
    >
      {target && (
        <ReviewBody
          key={opening}
          target={target}
          status={status}
          reason={reason}
          busy={busy}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      )}
    </DialogFrame>
  );
}
