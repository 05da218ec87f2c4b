import { isAbortError, useQuery } from 'shared-contracts/client';
import { fetchExamQuestions, questionKeys } from '../api/questions';

/** The exam's questions in order (a failed read is logged, not one cancelled by leaving; the tab shows its error state). */
export function useExamQuestions(examId: string) {
  return useQuery({
    queryKey: questionKeys.exam(examId),
    queryFn: async ({ signal }) => {
      try {
        return await fetchExamQuestions(examId, { signal });
      } catch (error) {
        if (!isAbortError(error)) console.error('[exam-questions] load failed', error);
        throw error;
      }
    },
  });
}
