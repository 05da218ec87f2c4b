import { useIntl } from 'react-intl';
import { useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { deleteQuestion, questionKeys } from '../api/questions';
import { writeMessages as m } from '../messages';

/** DELETE questions/{id}, then the list reloads (spec 2 §8 messages). */
export function useDeleteQuestion(examId: string, onDone: () => void) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) => deleteQuestion(questionId),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: intl.formatMessage(m.removed) });
      onDone();
      await queryClient.invalidateQueries({ queryKey: questionKeys.exam(examId) });
    },
    onError: (error) => {
      console.error('[exam-questions] delete failed', error);
      toaster.create({ type: 'error', title: intl.formatMessage(m.removeFailed) });
    },
  });
}
