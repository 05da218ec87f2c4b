import { Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { questionReviewMessages as m, questionStateMessages } from './messages';
import { QUESTION_STATES, type ReviewQuestion } from './model';
import { STATE_LOOK } from './question-state-look';

/** A button per question showing how it ended (colour and icon, named in full for screen readers). */
export function QuestionNavigator({
  questions,
  current,
  onGo,
}: {
  questions: readonly Pick<ReviewQuestion, 'question' | 'position' | 'state'>[];
  current: number;
  onGo: (index: number) => void;
}) {
  const intl = useIntl();
  const present = QUESTION_STATES.filter((state) => questions.some((q) => q.state === state));
  return (
    <Stack
      as="nav"
      gap="2"
      aria-label={intl.formatMessage(m.navigatorTitle)}
      data-testid="question-navigator"
    >
      <Wrap gap="2">
        {questions.map((q, i) => {
          const look = STATE_LOOK[q.state];
          const selected = i === current;
          return (
            <Button
              key={q.question.id}
              size="sm"
              minW="12"
              colorPalette={look.palette}
              variant={selected ? 'solid' : 'subtle'}
              aria-current={selected ? 'step' : undefined}
              aria-label={intl.formatMessage(m.navigatorQuestion, {
                position: q.position,
                state: intl.formatMessage(questionStateMessages[q.state]),
              })}
              data-state={q.state}
              onClick={() => onGo(i)}
            >
              {q.position}
              <span aria-hidden="true">{look.icon}</span>
            </Button>
          );
        })}
      </Wrap>
      <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted" aria-hidden="true">
        {present.map((state) => (
          <Text
            key={state}
          >{`${STATE_LOOK[state].icon} ${intl.formatMessage(questionStateMessages[state])}`}</Text>
        ))}
      </HStack>
    </Stack>
  );
}
