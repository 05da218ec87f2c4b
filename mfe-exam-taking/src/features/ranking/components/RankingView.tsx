import { Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { editionPathIn, type EditionAreaBase } from '../../../shared/routing/area-paths';
import { BackToEditionLink } from '../../../shared/exam/components/BackToEditionLink';
import type { RankingExam } from '../api/ranking-exam';
import { rankingMessages } from '../messages';
import { GeneralRanking } from './GeneralRanking';
import { OwnRatingCard } from './OwnRatingCard';

/** 'Fase N > Ranking': the caller's classification and the general ranking (spec 3 §2.7). */
export function RankingView({
  base,
  editionId,
  exam,
}: {
  base: EditionAreaBase;
  editionId: string;
  exam: RankingExam;
}) {
  const intl = useIntl();
  return (
    <Stack gap="6" data-testid="ranking">
      <Stack gap="1">
        <BackToEditionLink to={editionPathIn(base, editionId)} />
        <Heading as="h1" size="xl">
          {intl.formatMessage(rankingMessages.title, { phase: exam.phase })}
        </Heading>
      </Stack>
      <OwnRatingCard examId={exam.id} />
      <GeneralRanking examId={exam.id} categories={exam.categories} />
    </Stack>
  );
}
