import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
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
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `examTaking.taking.${mode}.${id}` }, values);
  const anyway = problem?.kind === 'unsaved';
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={t('title')}
      cancelLabel={t('cancel')}
      confirmLabel={
        anyway
          ? intl.formatMessage({
              id: 'examTaking.taking.finish.anyway',
              defaultMessage: 'Finalizar mesmo assim',
            })
          : problem
            ? intl.formatMessage({ id: 'examTaking.taking.finish.retry', defaultMessage: 'Tentar novamente' })
            : t('confirm')
      }
      confirmColor="brand"
      onConfirm={() => onConfirm(anyway)}
      onCancel={onCancel}
    >
      <Stack gap="3">
        <Text>{t('text')}</Text>
        <Text fontWeight="medium">
          {intl.formatMessage(
            {
              id: 'examTaking.taking.finish.answered',
              defaultMessage: 'Questões respondidas: {answered} de {total}',
            },
            { answered, total },
          )}
        </Text>
        {problem && <FinishProblemText problem={problem} />}
      </Stack>
    </ConfirmDialog>
  );
}
