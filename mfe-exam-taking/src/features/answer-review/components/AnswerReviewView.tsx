import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { editionPathIn, type EditionAreaBase } from '../../../shared/routing/area-paths';
import { BackToEditionLink } from '../../../shared/exam/components/BackToEditionLink';
import type { AnswerReview } from '../hooks/useAnswerReview';
import { QuestionNavigator } from './QuestionNavigator';
import { ReviewCounters } from './ReviewCounters';
import { ReviewedQuestion } from './ReviewedQuestion';

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
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `examTaking.answerReview.${id}` }, values);
  const { exam, questions, counters, score, keyEmpty } = review;
  const [current, setCurrent] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A question picked in the navigator takes the focus (its heading), once it is on screen.
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    headingRef.current?.focus();
  }, [current]);
  const pick = (index: number) => {
    focusNext.current = true;
    setCurrent(index);
  };
  const item = questions[current]!;
  return (
    <Stack gap="5" data-testid="answer-review">
      <Stack gap="1">
        <BackToEditionLink to={editionPathIn(base, editionId)} />
        <Heading as="h1" size="xl">
          {t('title', { phase: exam.phase })}
        </Heading>
        {score !== null && (
          <Text fontSize="lg" data-testid="review-score">
            {t('score', { score: intl.formatNumber(score, { maximumFractionDigits: 2 }) })}
          </Text>
        )}
      </Stack>
      {keyEmpty && (
        <Alert.Root status="error" variant="solid" data-testid="answer-key-empty">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('empty.title')}</Alert.Title>
            <Alert.Description>{t('empty.text')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <ReviewCounters counters={counters} />
      <QuestionNavigator questions={questions} current={current} onGo={pick} />
      <ReviewedQuestion key={item.question.id} ref={headingRef} item={item} total={questions.length} />
      <HStack justify="space-between">
        <Button
          variant="outline"
          colorPalette="brand"
          disabled={current === 0}
          onClick={() => setCurrent(current - 1)}
        >
          {t('previous')}
        </Button>
        <Button
          variant="outline"
          colorPalette="brand"
          disabled={current === questions.length - 1}
          onClick={() => setCurrent(current + 1)}
        >
          {t('next')}
        </Button>
      </HStack>
    </Stack>
  );
}
