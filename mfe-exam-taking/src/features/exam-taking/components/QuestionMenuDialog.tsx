import { Button, Dialog, HStack, List, Portal, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { takingMessages } from '../messages';
import { DialogCloseButton } from '../../../shared/exam/components/DialogCloseButton';
import { SaveStateBadge, type QueuedAnswer, type SaveBadgeState } from '../../exam-session';
import type { ExamQuestion } from '../../../shared/exam/exam-types';
import { isAnswered, progressOf } from '../question-progress';

/** Every question with whether it is answered and saved, the counters, and a way to jump to it. */
export function QuestionMenuDialog({
  questions,
  currentId,
  answers,
  saveStateOf,
  onGo,
}: {
  questions: ExamQuestion[];
  currentId: string;
  answers: Readonly<Record<string, QueuedAnswer>>;
  saveStateOf: (questionId: string) => SaveBadgeState | undefined;
  onGo: (questionId: string) => void;
}) {
  const intl = useIntl();
  const progress = progressOf(questions, answers);
  return (
    <Dialog.Root scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="brand" size="sm">
          {intl.formatMessage(takingMessages.menuOpen, {
            answered: progress.answered,
            total: questions.length,
          })}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(takingMessages.menuTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="4" wrap="wrap" mb="3" data-testid="question-counters">
                <Text>{intl.formatMessage(takingMessages.menuAnswered, { count: progress.answered })}</Text>
                <Text>
                  {intl.formatMessage(takingMessages.menuUnanswered, { count: progress.unanswered })}
                </Text>
                {progress.waiting > 0 && (
                  <Text>{intl.formatMessage(takingMessages.menuWaiting, { count: progress.waiting })}</Text>
                )}
                {progress.unsaved > 0 && (
                  <Text color="fg.error">
                    {intl.formatMessage(takingMessages.menuUnsaved, { count: progress.unsaved })}
                  </Text>
                )}
              </HStack>
              <List.Root variant="plain" gap="1">
                {questions.map((question, i) => {
                  const entry = answers[question.id];
                  const answered = isAnswered(question, entry);
                  return (
                    <List.Item key={question.id} data-testid="menu-question">
                      <HStack justify="space-between" width="full" gap="2" wrap="wrap">
                        <Dialog.ActionTrigger asChild>
                          <Button
                            variant={question.id === currentId ? 'subtle' : 'ghost'}
                            size="sm"
                            aria-current={question.id === currentId ? 'step' : undefined}
                            onClick={() => onGo(question.id)}
                          >
                            {intl.formatMessage(takingMessages.menuQuestion, { position: i + 1 })}
                          </Button>
                        </Dialog.ActionTrigger>
                        <HStack gap="2">
                          <Text fontSize="sm" color={answered ? 'fg' : 'fg.muted'}>
                            {intl.formatMessage(
                              answered ? takingMessages.menuIsAnswered : takingMessages.menuIsUnanswered,
                            )}
                          </Text>
                          {answered && (
                            <SaveStateBadge
                              state={saveStateOf(question.id)}
                              {...(entry?.error ? { error: entry.error } : {})}
                            />
                          )}
                        </HStack>
                      </HStack>
                    </List.Item>
                  );
                })}
              </List.Root>
            </Dialog.Body>
            <DialogCloseButton label={intl.formatMessage(takingMessages.menuClose)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
