import { Badge, Button, Card, DataList, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { plainTextOf, type ReportFormat, type ResultJobKind, type ResultsPhase } from 'shared-contracts';
import { useExamReport, usePublishRanking, useQueueResultJob } from '../hooks/useResultActions';
import { generateMessages as m, phaseMessages as pm } from '../messages';
import { phaseActions, rankingPublished } from '../rules';
import { PhaseAvailability } from './PhaseAvailability';
import { PhaseJobs } from './PhaseJobs';
import { PublishRankingDialog } from './PublishRankingDialog';

const STATUS = { upcoming: m.statusUpcoming, in_progress: m.statusInProgress, expired: m.statusExpired };

/** One phase: its data, availability, jobs and the actions the spec allows in its state. */
export function PhaseCard({
  editionId,
  phase,
  zone,
  format,
  formatDateTime,
}: {
  editionId: string;
  phase: ResultsPhase;
  zone: string | null;
  format: ReportFormat;
  formatDateTime: (iso: string | null) => string;
}) {
  const intl = useIntl();
  const allowed = phaseActions(phase);
  const queue = useQueueResultJob(editionId);
  const report = useExamReport();
  const publish = usePublishRanking(editionId);
  const [dialog, setDialog] = useState(false);
  const published = phase.ranking_available_at !== null;
  const jobButtons: { kind: ResultJobKind; label: MessageDescriptor; enabled: boolean }[] = [
    { kind: 'results.answer_key', label: m.answerKey, enabled: allowed.answerKey },
    { kind: 'results.classification', label: m.classify, enabled: allowed.classify },
    { kind: 'results.ranking', label: m.ranking, enabled: allowed.ranking },
  ];
  const title = intl.formatMessage(pm.phase, { phase: phase.phase });
  const headingId = `phase-${phase.id}-title`;
  const description = plainTextOf(phase.description);

  const rows: [string, string][] = [
    [
      intl.formatMessage(m.kind),
      intl.formatMessage(phase.kind === 'presential' ? m.kindPresential : m.kindOnline) +
        (phase.file_phase ? ` · ${intl.formatMessage(m.filePhase)}` : ''),
    ],
    [intl.formatMessage(m.start), formatDateTime(phase.start_date)],
    [intl.formatMessage(m.end), formatDateTime(phase.end_date)],
    [intl.formatMessage(m.participations), intl.formatNumber(phase.total_participations)],
    [intl.formatMessage(m.rankeds), intl.formatNumber(phase.total_rankeds)],
  ];

  return (
    <Card.Root as="article" aria-labelledby={headingId} data-testid={`phase-${phase.id}`} size="sm">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <Stack gap="0.5">
            <Heading as="h2" size="md" id={headingId}>
              {title}
            </Heading>
            {description && <Text color="fg.muted">{description}</Text>}
          </Stack>
          <Badge colorPalette={phase.status === 'expired' ? 'gray' : 'green'}>
            {intl.formatMessage(STATUS[phase.status])}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <PhaseAvailability phase={phase} formatDateTime={formatDateTime} />
          <PhaseJobs phase={phase} formatDateTime={formatDateTime} />
          {phase.status !== 'expired' && (
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(m.notExpired)}
            </Text>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Wrap gap="2" role="group" aria-label={intl.formatMessage(pm.actions, { phase: phase.phase })}>
          {jobButtons.map(({ kind, label, enabled }) => (
            <Button
              key={kind}
              size="sm"
              colorPalette="brand"
              disabled={!enabled}
              loading={queue.isPending && queue.variables?.kind === kind}
              onClick={() => queue.mutate({ kind, examId: phase.id })}
            >
              {intl.formatMessage(label)}
            </Button>
          ))}
          <Button
            size="sm"
            variant="outline"
            colorPalette={published ? 'red' : 'brand'}
            disabled={published ? phase.status !== 'expired' : !allowed.publish}
            onClick={() => setDialog(true)}
          >
            {intl.formatMessage(published ? m.unpublish : m.publish)}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!allowed.exportResults}
            loading={report.isPending && report.variables?.report === 'results'}
            onClick={() => report.mutate({ examId: phase.id, report: 'results', format })}
          >
            {intl.formatMessage(m.exportResults)}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!allowed.exportRanking}
            loading={report.isPending && report.variables?.report === 'ranking'}
            onClick={() => report.mutate({ examId: phase.id, report: 'ranking', format })}
          >
            {intl.formatMessage(rankingPublished(phase) ? m.exportRanking : m.exportRankingProvisional)}
          </Button>
        </Wrap>
      </Card.Footer>
      {dialog && (
        <PublishRankingDialog
          open
          phase={phase.phase}
          zone={zone}
          unpublish={published}
          busy={publish.isPending}
          onCancel={() => setDialog(false)}
          onConfirm={(availableAt) =>
            publish.mutate({ examId: phase.id, availableAt }, { onSuccess: () => setDialog(false) })
          }
        />
      )}
    </Card.Root>
  );
}
