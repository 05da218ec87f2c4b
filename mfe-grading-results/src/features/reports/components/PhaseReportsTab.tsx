import { Alert, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ReportFormat, ResultsPhase } from 'shared-contracts';
import { useZonedDateTime } from '../../generate-results';
import { usePhaseReport } from '../hooks/useReportRequests';
import { reportsMessages as m, reportValueMessages as vm } from '../messages';
import { AvailabilityBadge } from './AvailabilityBadge';

/**
 * Respostas da edição (answer key) or Ranking: a row per phase with its start and end, its availability
 * and the export, enabled once the answer key exists (result_available_at) or the ranking was computed
 * (provisional until ranking_available_at).
 */
const WRAP_ON_PHONES = { '& th, & td': { whiteSpace: { base: 'normal', md: 'nowrap' } } } as const;

export function PhaseReportsTab({
  editionId,
  report,
  phases,
  zone,
  format,
}: {
  editionId: string;
  report: 'results' | 'ranking';
  phases: ResultsPhase[];
  zone: string | null;
  format: ReportFormat;
}) {
  const intl = useIntl();
  const dateTime = useZonedDateTime(zone);
  const request = usePhaseReport(editionId);
  const ranking = report === 'ranking';
  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{intl.formatMessage(m.publishedOnly)}</Alert.Title>
      </Alert.Root>
      {phases.length === 0 ? (
        <Text>{intl.formatMessage(m.noPhases)}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          {/* On a phone the dates give way and the text wraps, so the export button stays on the screen. */}
          <Table.Root size="sm" data-testid={`${report}-table`} css={WRAP_ON_PHONES}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(m.phase)}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{intl.formatMessage(m.start)}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{intl.formatMessage(m.end)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.availability)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.action)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {phases.map((phase) => {
                const enabled = ranking
                  ? Boolean(phase.ranking_computed_at)
                  : Boolean(phase.result_available_at);
                const label = intl.formatMessage(
                  !ranking
                    ? m.exportResults
                    : phase.ranking_available_at
                      ? m.exportRanking
                      : m.exportRankingProvisional,
                );
                return (
                  <Table.Row key={phase.id}>
                    <Table.Cell>{intl.formatMessage(vm.phase, { phase: phase.phase })}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap" hideBelow="md">
                      {dateTime(phase.start_date)}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" hideBelow="md">
                      {dateTime(phase.end_date)}
                    </Table.Cell>
                    <Table.Cell>
                      <AvailabilityBadge
                        availableAt={ranking ? phase.ranking_available_at : phase.result_available_at}
                        provisionalAt={ranking ? phase.ranking_computed_at : null}
                        zone={zone}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="outline"
                        whiteSpace={{ base: 'normal', md: 'nowrap' }}
                        height="auto"
                        minHeight="6"
                        py="1"
                        disabled={!enabled}
                        loading={request.isPending && request.variables?.examId === phase.id}
                        aria-label={intl.formatMessage(vm.exportOf, { action: label, phase: phase.phase })}
                        onClick={() => request.mutate({ examId: phase.id, report, format })}
                      >
                        {label}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
