import { Alert, Progress, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  RESULT_JOB_KINDS,
  type JobAttributes,
  type ResultJobKind,
  type ResultsPhase,
} from 'shared-contracts';
import { jobMessages as m } from '../messages';

const JOB_NAMES: Record<ResultJobKind, MessageDescriptor> = {
  'results.answer_key': m.answerKey,
  'results.classification': m.classification,
  'results.ranking': m.ranking,
};

/** The latest job of each kind of a phase: queued, running with its progress, done when, or why it failed. */
export function PhaseJobs({
  phase,
  formatDateTime,
}: {
  phase: ResultsPhase;
  formatDateTime: (iso: string | null) => string;
}) {
  const jobs = RESULT_JOB_KINDS.flatMap((kind) => {
    const job = phase.jobs?.[kind];
    return job ? [{ kind, job }] : [];
  });
  if (jobs.length === 0) return null;
  return (
    <Stack gap="2" data-testid={`phase-jobs-${phase.id}`}>
      {jobs.map(({ kind, job }) => (
        <JobLine key={kind} name={JOB_NAMES[kind]} job={job} formatDateTime={formatDateTime} />
      ))}
    </Stack>
  );
}

function JobLine({
  name,
  job,
  formatDateTime,
}: {
  name: MessageDescriptor;
  job: JobAttributes;
  formatDateTime: (iso: string | null) => string;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(name);
  switch (job.status) {
    case 'queued':
    case 'running': {
      const total = job.progress_total;
      const text =
        job.status === 'queued'
          ? intl.formatMessage(m.queued, { job: label })
          : total
            ? intl.formatMessage(m.running, { job: label, done: job.progress_done, total })
            : intl.formatMessage(m.runningUnknown, { job: label });
      return (
        <Stack gap="1" role="status">
          <Text textStyle="sm">{text}</Text>
          <Progress.Root
            value={total ? (100 * job.progress_done) / total : null}
            size="sm"
            colorPalette="brand"
          >
            <Progress.Track aria-label={intl.formatMessage(m.progressLabel, { job: label })}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      );
    }
    case 'succeeded':
      return (
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(m.succeeded, { job: label, date: formatDateTime(job.finished_at) })}
        </Text>
      );
    case 'failed':
      return (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>
            {intl.formatMessage(m.failed, { job: label, reason: job.last_error ?? '' })}
          </Alert.Title>
        </Alert.Root>
      );
  }
}
