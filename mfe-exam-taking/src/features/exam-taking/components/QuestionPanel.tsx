import { Badge, Heading, HStack, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { SaveStateBadge, type QueuedAnswer, type SaveBadgeState } from '../../exam-session';
import { SafeHtml } from 'shared-contracts/ui';
import type { ExamQuestion } from '../../../shared/exam/exam-types';
import { ChoiceAnswer } from './ChoiceAnswer';
import { OpenAnswer } from './OpenAnswer';

/** One question: its number, statement and answer (choices, or the text editor). */
export function QuestionPanel({
  question,
  position,
  total,
  entry,
  saveState,
  disabled,
  onChoose,
  onType,
}: {
  question: ExamQuestion;
  position: number;
  total: number;
  entry: QueuedAnswer | undefined;
  saveState: SaveBadgeState | undefined;
  disabled: boolean;
  onChoose: (alternativeId: string) => void;
  onType: (html: string) => void;
}) {
  const intl = useIntl();
  const cancelled = question.status === 'cancelled';
  return (
    <Stack as="section" gap="4" aria-labelledby="question-title" data-testid="question">
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="question-title">
          {intl.formatMessage(
            { id: 'examTaking.taking.question.title', defaultMessage: 'Questão {position} de {total}' },
            { position, total },
          )}
        </Heading>
        {cancelled && (
          <Badge colorPalette="gray">
            {intl.formatMessage({
              id: 'examTaking.taking.question.cancelled',
              defaultMessage: 'Questão anulada',
            })}
          </Badge>
        )}
        <SaveStateBadge state={saveState} {...(entry?.error ? { error: entry.error } : {})} />
      </HStack>
      <SafeHtml html={question.statement} data-testid="statement" />
      {question.kind === 'open_ended' ? (
        <OpenAnswer
          key={question.id}
          question={question}
          initial={entry?.user_answer}
          disabled={disabled || cancelled}
          onChange={onType}
        />
      ) : (
        <ChoiceAnswer
          question={question}
          value={entry?.user_answer}
          disabled={disabled || cancelled}
          onChoose={onChoose}
        />
      )}
    </Stack>
  );
}
