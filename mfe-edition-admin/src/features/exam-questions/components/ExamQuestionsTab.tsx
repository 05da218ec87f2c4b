import { Alert, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/ui';
import type { ExamEditLevel } from 'shared-contracts';
import { ExportQuestionsButton, ImportQuestionsButton } from '../../question-exchange';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import type { ExamQuestion } from '../api/questions';
import { useDeleteQuestion } from '../hooks/useDeleteQuestion';
import { useExamQuestions } from '../hooks/useExamQuestions';
import { useQuestionStatus } from '../hooks/useQuestionStatus';
import { useReorderQuestions } from '../hooks/useReorderQuestions';
import { tabMessages as m, writeMessages } from '../messages';
import { QuestionDrawer, type DrawerTarget } from './QuestionDrawer';
import { QuestionList } from './QuestionList';
import { RescoreProgress } from './RescoreProgress';
import { StatusDialog, type StatusTarget } from './StatusDialog';

export interface ExamQuestionsTabProps {
  editionId: string;
  examId: string;
  /** What staff may change now (questions are created, edited, deleted and reordered only at 'full'). */
  editLevel: ExamEditLevel;
}

/**
 * The exam form's Questoes tab (spec 2 §2 "Exam questions screen", issue 14): the questions in order with
 * drag-to-reorder and move-to-position, the question drawer, removal, cancel/restore and change of the
 * correct alternative with the rescoring's progress, export of the chosen questions and import.
 */
export function ExamQuestionsTab({ editionId, examId, editLevel }: ExamQuestionsTabProps) {
  const intl = useIntl();
  const full = editLevel === 'full';
  const query = useExamQuestions(examId);
  const reorder = useReorderQuestions(examId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [drawer, setDrawer] = useState<DrawerTarget | null>(null);
  const [removing, setRemoving] = useState<{ question: ExamQuestion; number: number } | null>(null);
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const [opening, setOpening] = useState(0);
  const remove = useDeleteQuestion(examId, () => setRemoving(null));
  const status = useQuestionStatus(examId, () => setStatusTarget(null));
  const questions = query.data ?? [];
  const chosen = questions.filter((q) => selected.has(q.id)).map((q) => q.id);
  const open = <T,>(set: (value: T) => void, value: T) => {
    setOpening((n) => n + 1);
    set(value);
  };

  return (
    <Stack gap="4" data-testid="exam-questions-tab">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Stack gap="0">
          <Heading as="h2" size="md">
            {intl.formatMessage(m.title)}
          </Heading>
          {query.data && (
            <Text color="fg.muted" textStyle="sm">
              {intl.formatMessage(m.count, { count: questions.length })}
            </Text>
          )}
        </Stack>
        <Flex gap="2" wrap="wrap">
          {full && (
            <Button colorPalette="brand" onClick={() => open(setDrawer, { question: null })}>
              {intl.formatMessage(m.newQuestion)}
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={`/edicoes/${editionId}/provas/${examId}/visualizar`} state={{ questions }}>
              {intl.formatMessage(m.preview)}
            </Link>
          </Button>
          <ExportQuestionsButton examId={examId} selectedIds={chosen} />
          <ImportQuestionsButton examId={examId} disabled={!full} onImported={() => void query.refetch()} />
        </Flex>
      </Flex>
      {!full && (
        <Alert.Root status="info" data-testid="questions-locked">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(m.locked)}</Alert.Title>
        </Alert.Root>
      )}
      <RescoreProgress examId={examId} />
      {query.isPending && <Spinner aria-label={intl.formatMessage(m.title)} />}
      {query.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(m.loadError)}</Alert.Title>
        </Alert.Root>
      )}
      {query.data && questions.length === 0 && <Text color="fg.muted">{intl.formatMessage(m.empty)}</Text>}
      {questions.length > 0 && (
        <QuestionList
          questions={questions}
          full={full && !reorder.isPending}
          selected={selected}
          onReorder={(next) => reorder.mutate(next)}
          actionsFor={(question, number) => ({
            onEdit: () => open(setDrawer, { question, number }),
            onRemove: () => setRemoving({ question, number }),
            onStatus: (action) => open(setStatusTarget, { question, number, action }),
            onSelect: (on) =>
              setSelected((current) => {
                const next = new Set(current);
                if (on) next.add(question.id);
                else next.delete(question.id);
                return next;
              }),
          })}
        />
      )}
      <QuestionDrawer examId={examId} target={drawer} opening={opening} onClose={() => setDrawer(null)} />
      <StatusDialog
        target={statusTarget}
        opening={opening}
        busy={status.isPending}
        onClose={() => setStatusTarget(null)}
        onSubmit={(attributes) =>
          statusTarget && status.mutate({ questionId: statusTarget.question.id, attributes })
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title={intl.formatMessage(writeMessages.removeTitle)}
        text={intl.formatMessage(writeMessages.removeText, { number: removing?.number ?? 0 })}
        confirm={intl.formatMessage(writeMessages.removeConfirm)}
        cancel={intl.formatMessage(writeMessages.dismiss)}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.question.id)}
      />
    </Stack>
  );
}
