import { Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ReviewQuestion } from '../review-model';
import { QUESTION_STATES, STATE_LOOK } from './question-state-look';

/** A button per question showing how it ended (colour and icon, named in full for screen readers). */
export function QuestionNavigator({
  questions,
  current,
  onGo,
}: {
  questions: readonly ReviewQuestion[];
  current: number;
  onGo: (index: number) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `examTaking.answerReview.${id}` }, values);
  const present = QUESTION_STATES.filter((state) => questions.some((q) => q.state === state));
  return (
    <Stack as="nav" gap="2" aria-label={t('navigator.title')} data-testid="question-navigator">
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
              aria-label={t('navigator.question', {
                position: q.position,
                state: t(`state.${q.state}`),
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
          <Text key={state}>{`${STATE_LOOK[state].icon} ${t(`state.${state}`)}`}</Text>
        ))}
      </HStack>
    </Stack>
  );
}
