import { useEffect } from 'react';
import { HTTPError, isAbortError, useQuery } from 'shared-contracts/client';
import type { ExamLoadState } from '../../../shared/exam/hooks/useExamLoad';
import { fetchRankingExam, type RankingExam } from '../api/ranking-exam';

export type RankingExamState = ExamLoadState<{ exam: RankingExam }>;

const statusOf = (error: unknown): 'notFound' | 'denied' | 'error' => {
  const status = error instanceof HTTPError ? error.response.status : 0;
  if (status === 404) return 'notFound';
  if (status === 403) return 'denied';
  return 'error';
};

/** The ranking's exam: unknown (404), not the caller's edition (403), or its phase and categories. */
export function useRankingExam(examId: string | undefined): RankingExamState {
  const query = useQuery({
    queryKey: ['ranking', 'exam', examId],
    queryFn: ({ signal }) => fetchRankingExam(examId as string, { signal }),
    enabled: Boolean(examId),
  });
  useEffect(() => {
    if (query.error && statusOf(query.error) === 'error' && !isAbortError(query.error))
      console.error('[ranking] exam load failed', query.error);
  }, [query.error]);
  if (!examId) return { status: 'notFound' };
  if (query.isSuccess) return { status: 'ready', exam: query.data };
  if (query.isError) return { status: statusOf(query.error) };
  return { status: 'loading' };
}
