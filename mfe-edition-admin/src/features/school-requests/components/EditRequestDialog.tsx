import { Alert, Box, Button, Dialog } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { SchoolRequestEdit } from 'shared-contracts';
import type { UnitRequestRow } from '../api/unit-requests';
import type { EditStatus } from '../hooks/useEditRequest';
import { editMessages as m, reviewMessages } from '../messages';
import { DialogFrame } from './DialogFrame';
import { EditRequestForm } from './EditRequestForm';

const OUTCOME: Record<Exclude<EditStatus, 'form'>, { text: keyof typeof m; alert: 'success' | 'error' }> = {
  success: { text: 'saved', alert: 'success' },
  failure: { text: 'failure', alert: 'error' },
  exists: { text: 'exists', alert: 'error' },
};

/**
 * Editar (spec 2 §4, §8): the form, then success, failure ("Não foi possível alterar esta solicitação no
 * momento.") or exists ("O código INEP já existe em nossa base de dados.", with a way back to the form,
 * which keeps what was typed).
 */
export function EditRequestDialog({
  target,
  opening,
  status,
  busy,
  onClose,
  onSubmit,
  onBackToForm,
}: {
  target: UnitRequestRow | null;
  opening: number;
  status: EditStatus;
  busy: boolean;
  onClose: () => void;
  onSubmit: (edit: SchoolRequestEdit) => void;
  onBackToForm: () => void;
}) {
  const intl = useIntl();
  const outcome = status === 'form' ? null : OUTCOME[status];
  return (
    <DialogFrame
      open={target !== null}
      busy={busy}
      testId="edit-request-dialog"
      title={intl.formatMessage(m.title)}
      onClose={onClose}
    >
      {target && (
        <Box hidden={outcome !== null}>
          <EditRequestForm key={opening} row={target} busy={busy} onCancel={onClose} onSubmit={onSubmit} />
        </Box>
      )}
      {outcome && (
        <>
          <Dialog.Body>
            <Alert.Root status={outcome.alert} data-testid={`edit-${status}`}>
              <Alert.Indicator />
              <Alert.Title>{intl.formatMessage(m[outcome.text])}</Alert.Title>
            </Alert.Root>
          </Dialog.Body>
          <Dialog.Footer>
            {status === 'exists' && (
              <Button variant="outline" onClick={onBackToForm}>
                {intl.formatMessage(m.fix)}
              </Button>
            )}
            <Button onClick={onClose}>{intl.formatMessage(reviewMessages.close)}</Button>
          </Dialog.Footer>
        </>
      )}
    </DialogFrame>
  );
}
