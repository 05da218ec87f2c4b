import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReportFormat } from 'shared-contracts';
import { useParams } from 'shared-contracts/ui';
import { ResultsPageFrame } from './ResultsPageFrame';
import { zoneOf } from '../api/results';
import { useEditionBasics } from '../hooks/useEditionBasics';
import { useResultsPhases } from '../hooks/useResultsPhases';
import { useZonedDateTime } from '../hooks/useZonedDateTime';
import { generateMessages as m } from '../messages';
import { FormatChoice } from './FormatChoice';
import { PhaseCard } from './PhaseCard';
import { PhasesLoader } from './PhasesLoader';

/**
 * /admin/edicoes/:id/resultados/gerar (spec 2 "Generate results"): a card per phase with its dates in the
 * edition's zone, its counts, availability and jobs, and the answer key, classification, ranking,
 * publication and export actions.
 */
export function GenerateResultsPage() {
  const intl = useIntl();
  const editionId = useParams().id ?? '';
  const edition = useEditionBasics(editionId);
  const phases = useResultsPhases(editionId);
  const zone = zoneOf(edition.data);
  const formatDateTime = useZonedDateTime(zone);
  const [format, setFormat] = useState<ReportFormat>('xlsx');

  return (
    <ResultsPageFrame
      back={`/admin/edicoes/${encodeURIComponent(editionId)}`}
      backLabel={intl.formatMessage(m.back)}
      title={intl.formatMessage(m.title)}
      edition={edition.data?.description}
    >
      <Text>{intl.formatMessage(m.intro)}</Text>
      <FormatChoice value={format} onChange={setFormat} />
      <PhasesLoader phases={phases}>
        {(list) =>
          list.length === 0 ? (
            <Text>{intl.formatMessage(m.empty)}</Text>
          ) : (
            <Stack gap="4">
              {list.map((phase) => (
                <PhaseCard
                  key={phase.id}
                  editionId={editionId}
                  phase={phase}
                  zone={zone}
                  format={format}
                  formatDateTime={formatDateTime}
                />
              ))}
            </Stack>
          )
        }
      </PhasesLoader>
    </ResultsPageFrame>
  );
}
