import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
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
      {phases.isPending ? (
        <Center py="10">
          <Spinner aria-label={intl.formatMessage(m.loading)} />
        </Center>
      ) : phases.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(m.loadFailed)}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void phases.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </Alert.Root>
      ) : phases.data.length === 0 ? (
        <Text>{intl.formatMessage(m.empty)}</Text>
      ) : (
        <Stack gap="4">
          {phases.data.map((phase) => (
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
      )}
    </ResultsPageFrame>
  );
}
