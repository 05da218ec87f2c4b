import { useIntl } from 'react-intl';
import { useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { questionKeys, saveQuestionOrder, type ExamQuestion } from '../api/questions';
import { writeMessages as m } from '../messages';

/**
 * Saves a new order (PUT exams/{id} questions_order) optimistically: the list shows it at once, and the
 * previous order comes back when the server refuses it (spec 2 §4, §8).
 */
export function useReorderQuestions(examId: string) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const key = questionKeys.exam(examId);
  return useMutation({
    mutationFn: (questions: ExamQuestion[]) =>
      saveQuestionOrder(
        examId,
        questions.map((q) => q.id),
      ),
    onMutate: async (questions) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ExamQuestion[]>(key);
      queryClient.setQueryData(key, questions);
      return { previous };
    },
    onSuccess: () => toaster.create({ type: 'success', title: intl.formatMessage(m.ordered) }),
    onError: (error, _questions, context) => {
      console.error('[exam-questions] reorder failed', error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toaster.create({ type: 'error', title: intl.formatMessage(m.orderFailed) });
    },
  });
}
