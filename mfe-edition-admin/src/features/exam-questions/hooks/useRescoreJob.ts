import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from 'shared-contracts/client';
import { fetchRescoreJob, isRescoreActive, questionKeys } from '../api/questions';

/** How often a running rescore's progress is read. */
export const RESCORE_POLL_MS = 1500;

/**
 * The exam's latest rescoring job (GET exams/{id}/rescore), read again every 1.5 s while it is queued
 * or running; once it finishes, the questions are read again.
 */
export function useRescoreJob(examId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: questionKeys.rescore(examId),
    queryFn: ({ signal }) => fetchRescoreJob(examId, { signal }),
    refetchInterval: (q) => (isRescoreActive(q.state.data) ? RESCORE_POLL_MS : false),
  });
  const wasActive = useRef(false);
  const active = isRescoreActive(query.data);
  useEffect(() => {
    if (wasActive.current && !active)
      void queryClient.invalidateQueries({ queryKey: questionKeys.exam(examId), exact: true });
    wasActive.current = active;
  }, [active, examId, queryClient]);
  return query;
}
