import { useIntl } from 'react-intl';
import type { QuestionStatusAttributes } from 'shared-contracts';
import { useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { questionKeys, setQuestionStatus } from '../api/questions';
import { statusMessages as m } from '../messages';

/**
 * PUT questions/{id}/status (cancel, restore, change the correct alternative): the list reloads, and
 * when the answer carries a rescoring job the tab follows its progress.
 */
export function useQuestionStatus(examId: string, onDone: () => void) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, attributes }: { questionId: string; attributes: QuestionStatusAttributes }) =>
      setQuestionStatus(questionId, attributes),
    onSuccess: async (job, { questionId }) => {
      toaster.create({ type: 'success', title: intl.formatMessage(m.updated) });
      if (job) queryClient.setQueryData(questionKeys.rescore(examId), job);
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: questionKeys.exam(examId), exact: true }),
        queryClient.invalidateQueries({ queryKey: questionKeys.audit(questionId) }),
      ]);
    },
    onError: (error) => {
      console.error('[exam-questions] status change failed', error);
      toaster.create({ type: 'error', title: intl.formatMessage(m.updateFailed) });
    },
  });
}
