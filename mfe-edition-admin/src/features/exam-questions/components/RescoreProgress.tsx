import { Alert, Progress, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isRescoreActive } from '../api/questions';
import { useRescoreJob } from '../hooks/useRescoreJob';
import { rescoreMessages as m } from '../messages';

/** The exam's latest rescoring: its progress while it runs, then how many participations, or why it failed. */
export function RescoreProgress({ examId }: { examId: string }) {
  const intl = useIntl();
  const { data: job } = useRescoreJob(examId);
  if (!job) return null;
  if (isRescoreActive(job))
    return (
      <Stack gap="1" role="status" data-testid="rescore-progress">
        <Text>
          {job.status === 'queued' || !job.progress_total
            ? intl.formatMessage(m.queued)
            : intl.formatMessage(m.progress, {
                done: intl.formatNumber(job.progress_done),
                total: intl.formatNumber(job.progress_total),
              })}
        </Text>
        <Progress.Root
          value={job.progress_total ? (100 * job.progress_done) / job.progress_total : null}
          aria-label={intl.formatMessage(m.progressLabel)}
          size="sm"
          colorPalette="brand"
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
    );
  if (job.status === 'failed')
    return (
      <Alert.Root status="error" data-testid="rescore-progress">
        <Alert.Indicator />
        <Alert.Title>{intl.formatMessage(m.failed, { reason: job.last_error ?? '' })}</Alert.Title>
      </Alert.Root>
    );
  return (
    <Text role="status" color="fg.muted" data-testid="rescore-progress">
      {intl.formatMessage(m.done, { count: job.progress_done })}
    </Text>
  );
}
