import { useQuery } from 'shared-contracts/client';
import { fetchQuestionAudit, questionKeys } from '../api/questions';

/** The question's history (who changed what, and when), newest first. */
export function useQuestionAudit(questionId: string) {
  return useQuery({
    queryKey: questionKeys.audit(questionId),
    queryFn: ({ signal }) => fetchQuestionAudit(questionId, { signal }),
  });
}
