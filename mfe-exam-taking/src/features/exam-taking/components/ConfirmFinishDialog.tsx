import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { exitMessages, finishMessages } from '../messages';
import { ConfirmDialog } from '../../../shared/exam/components/ConfirmDialog';
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
  const m = mode === 'finish' ? finishMessages : exitMessages;
  const anyway = problem?.kind === 'unsaved';
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={intl.formatMessage(m.title)}
      cancelLabel={intl.formatMessage(m.cancel)}
      confirmLabel={
        anyway
          ? intl.formatMessage(finishMessages.anyway)
          : problem
            ? intl.formatMessage(finishMessages.retry)
            : intl.formatMessage(m.confirm)
      }
      confirmColor="brand"
      onConfirm={() => onConfirm(anyway)}
      onCancel={onCancel}
    >
      <Stack gap="3">
        <Text>{intl.formatMessage(m.text)}</Text>
        <Text fontWeight="medium">{intl.formatMessage(finishMessages.answered, { answered, total })}</Text>
        {problem && <FinishProblemText problem={problem} />}
      </Stack>
    </ConfirmDialog>
  );
}
