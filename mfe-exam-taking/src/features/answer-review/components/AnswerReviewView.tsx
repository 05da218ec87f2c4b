import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { QuestionReview, ReviewCounters } from 'shared-contracts/ui';
import { editionPathIn, type EditionAreaBase } from '../../../shared/routing/area-paths';
import { BackToEditionLink } from '../../../shared/exam/components/BackToEditionLink';
import type { AnswerReview } from '../hooks/useAnswerReview';
import { answerReviewMessages as m } from '../messages';
import type { ReviewQuestion } from '../review-model';
import { ReportButtons } from './ReportButtons';

/** The graded open answer's reports, under the shared question view. */
const reports = (item: ReviewQuestion) =>
  item.evaluationId !== null && <ReportButtons evaluationId={item.evaluationId} position={item.position} />;

/** The read-only answer review (spec 3 §2.6): score, counters, the navigator and one question at a time. */
export function AnswerReviewView({
  base,
  editionId,
  review,
}: {
  base: EditionAreaBase;
  editionId: string;
  review: AnswerReview;
}) {
  const intl = useIntl();
  const { exam, questions, counters, score, keyEmpty } = review;
  return (
    <Stack gap="5" data-testid="answer-review">
      <Stack gap="1">
        <BackToEditionLink to={editionPathIn(base, editionId)} />
        <Heading as="h1" size="xl">
          {intl.formatMessage(m.title, { phase: exam.phase })}
        </Heading>
        {score !== null && (
          <Text fontSize="lg" data-testid="review-score">
            {intl.formatMessage(m.score, {
              score: intl.formatNumber(score, { maximumFractionDigits: 2 }),
            })}
          </Text>
        )}
      </Stack>
      {keyEmpty && (
        <Alert.Root status="error" variant="solid" data-testid="answer-key-empty">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{intl.formatMessage(m.emptyTitle)}</Alert.Title>
            <Alert.Description>{intl.formatMessage(m.emptyText)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <ReviewCounters counters={counters} />
      <QuestionReview questions={questions} openAnswerExtra={reports} />
    </Stack>
  );
}
