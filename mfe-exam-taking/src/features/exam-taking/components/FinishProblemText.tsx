import { Alert } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { finishMessages } from '../messages';
import type { FinishProblem } from '../hooks/useFinishAttempt';

/** Why the exam was not finished, and that no answer is lost. */
export function FinishProblemText({ problem }: { problem: FinishProblem }) {
  const intl = useIntl();
  return (
    <Alert.Root status={problem.kind === 'unsaved' ? 'warning' : 'error'} data-testid="finish-problem">
      <Alert.Indicator />
      <Alert.Content>
        {problem.kind === 'unreachable' && (
          <>
            <Alert.Title>{intl.formatMessage(finishMessages.problemUnreachableTitle)}</Alert.Title>
            <Alert.Description>
              {intl.formatMessage(finishMessages.problemUnreachableText, { count: problem.waiting })}
            </Alert.Description>
          </>
        )}
        {problem.kind === 'unsaved' && (
          <>
            <Alert.Title>
              {intl.formatMessage(finishMessages.problemUnsavedTitle, { count: problem.count })}
            </Alert.Title>
            <Alert.Description>{intl.formatMessage(finishMessages.problemUnsavedText)}</Alert.Description>
          </>
        )}
        {problem.kind === 'failed' && (
          <Alert.Title>{intl.formatMessage(finishMessages.problemFailed)}</Alert.Title>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
