import { Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { examMessages } from '../../../shared/exam/messages';
import { editionMessages } from '../messages';
import { Link as RouterLink } from 'shared-contracts/ui';
import {
  ACTIVE_EDITIONS_PATH,
  answerReviewPath,
  examPathIn,
  rankingPath,
  type EditionAreaBase,
} from '../../../shared/routing/area-paths';
import { ExamKindBadge } from '../../../shared/exam/components/ExamKindBadge';
import { ExamWindow } from '../../../shared/exam/components/ExamWindow';
import type { EditionExam } from '../api/student-edition';

/** Whether a card offers the answer key: only to ranked users, and not for in-person exams (spec 3 §2.3). */
export const offersAnswerKey = (exam: Pick<EditionExam, 'ranked_user' | 'kind'>): boolean =>
  exam.ranked_user && exam.kind !== 'presential';

/**
 * One exam of the edition: phase, kind, window, time limit, and its links — the detail (active area
 * only: a finished edition has no exam detail), the ranking, and the answer key when offered.
 */
export function ExamCard({
  editionId,
  exam,
  base,
  timeZone,
}: {
  editionId: string;
  exam: EditionExam;
  base: EditionAreaBase;
  timeZone: string | null;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" data-testid="exam-card">
      <Card.Body gap="2">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId}>
            {intl.formatMessage(examMessages.examPhase, { phase: exam.phase })}
          </Heading>
          <ExamKindBadge kind={exam.kind} />
        </HStack>
        {exam.description && <Text>{exam.description}</Text>}
        <ExamWindow start={exam.start_date} end={exam.end_date} timeZone={timeZone} />
        {exam.time_limit !== null && (
          <Text color="fg.muted">
            {intl.formatMessage(editionMessages.examsTimeLimit, { minutes: exam.time_limit })}
          </Text>
        )}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {base === ACTIVE_EDITIONS_PATH && (
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={examPathIn(base, editionId, exam.id)}>
              {intl.formatMessage(editionMessages.examsOpen)}
            </RouterLink>
          </Button>
        )}
        <Button asChild size="sm" colorPalette="brand" variant="outline">
          <RouterLink to={rankingPath(base, editionId, exam.id)}>
            {intl.formatMessage({ id: 'examTaking.ranking.link', defaultMessage: 'Ranking' })}
          </RouterLink>
        </Button>
        {offersAnswerKey(exam) && (
          <Button asChild size="sm" colorPalette="brand" variant="outline">
            <RouterLink to={answerReviewPath(base, editionId, exam.id)}>
              {intl.formatMessage({ id: 'examTaking.answerReview.link', defaultMessage: 'Gabarito' })}
            </RouterLink>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
