import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ResultsPhase } from 'shared-contracts';
import { generateMessages as m, phaseMessages as pm } from '../messages';
import { rankingPublished } from '../rules';

/** When the answer key, the classification and the ranking became (or become) available. */
export function PhaseAvailability({
  phase,
  formatDateTime,
}: {
  phase: ResultsPhase;
  formatDateTime: (iso: string | null) => string;
}) {
  const intl = useIntl();
  const ranking = phase.ranking_available_at
    ? intl.formatMessage(rankingPublished(phase) ? pm.rankingPublished : pm.rankingScheduled, {
        date: formatDateTime(phase.ranking_available_at),
      })
    : phase.ranking_computed_at
      ? intl.formatMessage(pm.rankingProvisional, { date: formatDateTime(phase.ranking_computed_at) })
      : intl.formatMessage(m.rankingNone);
  return (
    <Stack gap="0.5" textStyle="sm">
      <Text>
        {phase.result_available_at
          ? intl.formatMessage(pm.answerKeySince, { date: formatDateTime(phase.result_available_at) })
          : intl.formatMessage(m.answerKeyNone)}
      </Text>
      {phase.classification_available_at && (
        <Text>
          {intl.formatMessage(pm.classifiedSince, {
            date: formatDateTime(phase.classification_available_at),
          })}
        </Text>
      )}
      <Text>{ranking}</Text>
    </Stack>
  );
}
