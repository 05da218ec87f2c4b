import { Badge, Card, Flex, Heading, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ResultsPhase } from 'shared-contracts';
import { useZonedDateTime } from '../../generate-results';
import type { RequestedReport } from '../api/reports';
import { useReportJobs } from '../hooks/useReportJobs';
import { reportKindMessages as kinds, reportsMessages as m, reportValueMessages as vm } from '../messages';

const STATUS = {
  queued: { text: m.statusQueued, palette: 'gray' },
  running: { text: m.statusRunning, palette: 'blue' },
  succeeded: { text: m.statusSucceeded, palette: 'green' },
  failed: { text: m.statusFailed, palette: 'red' },
} as const;

/** Relatórios solicitados: the caller's report jobs with their progress and, once done, the download. */
export function RequestedReports({
  editionId,
  phases,
  zone,
}: {
  editionId: string;
  phases: ResultsPhase[];
  zone: string | null;
}) {
  const intl = useIntl();
  const jobs = useReportJobs(editionId);
  return (
    <Stack as="section" aria-labelledby="requested-reports-title" gap="3">
      <Heading as="h2" size="md" id="requested-reports-title">
        {intl.formatMessage(m.requestedTitle)}
      </Heading>
      {jobs.isError ? (
        <Text color="fg.error">{intl.formatMessage(m.loadFailed)}</Text>
      ) : jobs.data && jobs.data.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.requestedEmpty)}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-busy={jobs.isPending}>
          {(jobs.data ?? []).map((job) => (
            <ReportJobItem key={job.id} job={job} phases={phases} zone={zone} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ReportJobItem({
  job,
  phases,
  zone,
}: {
  job: RequestedReport;
  phases: ResultsPhase[];
  zone: string | null;
}) {
  const intl = useIntl();
  const dateTime = useZonedDateTime(zone);
  const kind = intl.formatMessage(kinds[job.report]);
  const phase = job.exam_id ? phases.find((p) => p.id === job.exam_id) : undefined;
  const name = phase ? intl.formatMessage(vm.jobOfPhase, { report: kind, phase: phase.phase }) : kind;
  const status = STATUS[job.status];
  const active = job.status === 'queued' || job.status === 'running';
  return (
    <Card.Root as="li" size="sm" data-testid={`report-job-${job.id}`}>
      <Card.Body gap="2">
        <Flex justify="space-between" gap="2" wrap="wrap" align="center">
          <Text fontWeight="semibold">{name}</Text>
          <Badge colorPalette={status.palette}>{intl.formatMessage(status.text)}</Badge>
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(vm.requestedAt, { date: dateTime(job.created_at) })}
        </Text>
        {active && (
          <Stack gap="1" role="status">
            {job.progress_total ? (
              <Text textStyle="sm">
                {intl.formatMessage(vm.progress, { done: job.progress_done, total: job.progress_total })}
              </Text>
            ) : null}
            <Progress.Root
              size="xs"
              value={job.progress_total ? (100 * job.progress_done) / job.progress_total : null}
            >
              <Progress.Track aria-label={intl.formatMessage(vm.progressLabel, { report: name })}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        )}
        {job.status === 'failed' && (
          <Text textStyle="sm" color="fg.error">
            {intl.formatMessage(vm.failedReason, { reason: job.last_error ?? '' })}
          </Text>
        )}
        {job.status === 'succeeded' && job.download_url && (
          <Link
            href={job.download_url}
            colorPalette="brand"
            alignSelf="start"
            download={job.filename ?? true}
          >
            {intl.formatMessage(vm.download, { name: job.filename ?? kind })}
          </Link>
        )}
      </Card.Body>
    </Card.Root>
  );
}
