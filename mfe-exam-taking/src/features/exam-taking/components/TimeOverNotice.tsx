import { Alert, Button, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { finishMessages, takingMessages } from '../messages';
import type { FinishProblem } from '../hooks/useFinishAttempt';
import { FinishProblemText } from './FinishProblemText';

/** The time is over: the exam is being finished, or why it could not be yet (with a retry). */
export function TimeOverNotice({
  problem,
  busy,
  onRetry,
}: {
  problem: FinishProblem | null;
  busy: boolean;
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack gap="2" data-testid="time-over">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{intl.formatMessage(takingMessages.timeOverTitle)}</Alert.Title>
          <Alert.Description>{intl.formatMessage(takingMessages.timeOverText)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {problem && (
        <>
          <FinishProblemText problem={problem} />
          <Button alignSelf="start" colorPalette="brand" loading={busy} onClick={onRetry}>
            {intl.formatMessage(finishMessages.retry)}
          </Button>
        </>
      )}
    </Stack>
  );
}
