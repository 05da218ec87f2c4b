import { Alert } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { FinishProblem } from '../hooks/useFinishAttempt';

/** Why the exam was not finished, and that no answer is lost. */
export function FinishProblemText({ problem }: { problem: FinishProblem }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `examTaking.taking.finish.problem.${id}` }, values);
  return (
    <Alert.Root status={problem.kind === 'unsaved' ? 'warning' : 'error'} data-testid="finish-problem">
      <Alert.Indicator />
      <Alert.Content>
        {problem.kind === 'unreachable' && (
          <>
            <Alert.Title>{t('unreachable.title')}</Alert.Title>
            <Alert.Description>{t('unreachable.text', { count: problem.waiting })}</Alert.Description>
          </>
        )}
        {problem.kind === 'unsaved' && (
          <>
            <Alert.Title>{t('unsaved.title', { count: problem.count })}</Alert.Title>
            <Alert.Description>{t('unsaved.text')}</Alert.Description>
          </>
        )}
        {problem.kind === 'failed' && <Alert.Title>{t('failed')}</Alert.Title>}
      </Alert.Content>
    </Alert.Root>
  );
}
