import { Button, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { questionReviewMessages as m, type ReviewViewer } from './messages';
import type { OpenAnswerExtra, ReviewQuestion } from './model';
import { QuestionNavigator } from './QuestionNavigator';
import { ReviewedQuestion } from './ReviewedQuestion';

export interface QuestionReviewProps<Q extends ReviewQuestion = ReviewQuestion> {
  /** At least one question, in order. */
  questions: readonly Q[];
  /** What the screen adds under an open answer (the participant's reports, for instance). */
  openAnswerExtra?: OpenAnswerExtra<Q>;
  /**
   * Who reads the review: the participant their own answers (the default: 'Sua resposta'), or the exam's
   * staff a participant's ('Resposta do participante').
   */
  viewer?: ReviewViewer;
}

/**
 * The questions of an answer review one at a time: the navigator (a button per question, named with
 * its state), the current question, and previous/next. A question picked in the navigator takes the
 * focus (its heading).
 */
export function QuestionReview<Q extends ReviewQuestion>({
  questions,
  openAnswerExtra,
  viewer = 'participant',
}: QuestionReviewProps<Q>) {
  const intl = useIntl();
  const [picked, setCurrent] = useState(0);
  const current = Math.min(picked, questions.length - 1);
  const headingRef = useRef<HTMLHeadingElement>(null);
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
  const item = questions[current];
  if (!item) return null;
  return (
    <Stack gap="5">
      <QuestionNavigator questions={questions} current={current} onGo={pick} />
      <ReviewedQuestion
        key={item.question.id}
        ref={headingRef}
        item={item}
        total={questions.length}
        openAnswerExtra={openAnswerExtra}
        viewer={viewer}
      />
      <HStack justify="space-between">
        <Button
          variant="outline"
          colorPalette="brand"
          disabled={current === 0}
          onClick={() => setCurrent(current - 1)}
        >
          {intl.formatMessage(m.previous)}
        </Button>
        <Button
          variant="outline"
          colorPalette="brand"
          disabled={current === questions.length - 1}
          onClick={() => setCurrent(current + 1)}
        >
          {intl.formatMessage(m.next)}
        </Button>
      </HStack>
    </Stack>
  );
}
