import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { FinishProblem } from '../hooks/useFinishAttempt';
import { FinishProblemText } from './FinishProblemText';

/**
 * Confirmation before finishing: from the finish button ('finish') or when leaving the exam ('exit',
 * the exit warning). Shows why a try stopped short; with answers the server refused, confirming
 * again finishes anyway.
 */
export function ConfirmFinishDialog({
  mode,
  open,
  busy,
  problem,
  answered,
  total,
  onConfirm,
  onCancel,
}: {
  mode: 'finish' | 'exit';
  open: boolean;
  busy: boolean;
  problem: FinishProblem | null;
  answered: number;
  total: number;
  onConfirm: (acceptUnsaved: boolean) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `examTaking.taking.${mode}.${id}` }, values);
  const anyway = problem?.kind === 'unsaved';
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      closeOnInteractOutside={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t('text')}</Text>
                <Text fontWeight="medium">
                  {intl.formatMessage({ id: 'examTaking.taking.finish.answered' }, { answered, total })}
                </Text>
                {problem && <FinishProblemText problem={problem} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {t('cancel')}
              </Button>
              <Button colorPalette="brand" onClick={() => onConfirm(anyway)} loading={busy}>
                {anyway
                  ? intl.formatMessage({ id: 'examTaking.taking.finish.anyway' })
                  : problem
                    ? intl.formatMessage({ id: 'examTaking.taking.finish.retry' })
                    : t('confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
