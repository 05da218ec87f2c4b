import { Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReportFormat } from 'shared-contracts';
import { useParams } from 'shared-contracts/ui';
import {
  FormatChoice,
  PhasesLoader,
  ResultsPageFrame,
  useEditionBasics,
  useResultsPhases,
  zoneOf,
  type EditionBasics,
} from '../../generate-results';
import { reportsMessages as m } from '../messages';
import { InscriptionsTab } from './InscriptionsTab';
import { PhaseReportsTab } from './PhaseReportsTab';
import { RequestedReports } from './RequestedReports';

/** The countries whose states the per-school form lists: the edition's, else Brazil (spec 2 §7). */
const countryIdsOf = (edition: EditionBasics | undefined): number[] => {
  const ids = (edition?.countries ?? []).map((c) => Number(c.address_country_id)).filter((id) => id > 0);
  return ids.length ? ids : [1];
};

/**
 * /admin/edicoes/:id/relatorios (spec 2 "Reports"): inscriptions (general or per school), the answer key
 * and the ranking per phase, in XLSX or CSV, and the reports the caller asked for.
 */
export function ReportsPage() {
  const intl = useIntl();
  const editionId = useParams().id ?? '';
  const edition = useEditionBasics(editionId);
  const phases = useResultsPhases(editionId);
  const zone = zoneOf(edition.data);
  const [format, setFormat] = useState<ReportFormat>('xlsx');
  const [tab, setTab] = useState('inscriptions');

  const phaseTab = (report: 'results' | 'ranking') => (
    <PhasesLoader phases={phases}>
      {(list) => (
        <PhaseReportsTab editionId={editionId} report={report} phases={list} zone={zone} format={format} />
      )}
    </PhasesLoader>
  );

  return (
    <ResultsPageFrame
      back={`/edicoes/${encodeURIComponent(editionId)}`}
      backLabel={intl.formatMessage(m.back)}
      title={intl.formatMessage(m.title)}
      edition={edition.data?.description}
    >
      <FormatChoice value={format} onChange={setFormat} />
      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="line" lazyMount>
        <Tabs.List aria-label={intl.formatMessage(m.tabs)} overflowX="auto" overflowY="hidden">
          <Tabs.Trigger value="inscriptions" flexShrink="0">
            {intl.formatMessage(m.inscriptionsTab)}
          </Tabs.Trigger>
          <Tabs.Trigger value="results" flexShrink="0">
            {intl.formatMessage(m.answersTab)}
          </Tabs.Trigger>
          <Tabs.Trigger value="ranking" flexShrink="0">
            {intl.formatMessage(m.rankingTab)}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="inscriptions">
          <InscriptionsTab editionId={editionId} countryIds={countryIdsOf(edition.data)} format={format} />
        </Tabs.Content>
        <Tabs.Content value="results">{phaseTab('results')}</Tabs.Content>
        <Tabs.Content value="ranking">{phaseTab('ranking')}</Tabs.Content>
      </Tabs.Root>
      <RequestedReports editionId={editionId} phases={phases.data ?? []} zone={zone} />
    </ResultsPageFrame>
  );
}
