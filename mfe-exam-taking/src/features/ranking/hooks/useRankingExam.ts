import { useEffect, useState } from 'react';
import { callFailureOf } from '../../exam-common/api/exam-errors';
import { fetchRankingExam, type RankingExam } from '../api/ranking-exam';

export type RankingExamState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'denied' }
  | { status: 'error' }
  | { status: 'ready'; exam: RankingExam };

/** The ranking's exam: unknown (404), not the caller's edition (403), or its phase and categories. */
export function useRankingExam(examId: string | undefined): RankingExamState {
  const [state, setState] = useState<RankingExamState>({ status: 'loading' });
  useEffect(() => {
    if (!examId) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    fetchRankingExam(examId, { signal }).then(
      (exam) => {
        if (!signal.aborted) setState({ status: 'ready', exam });
      },
      async (error: unknown) => {
        if (signal.aborted) return;
        const failure = await callFailureOf(error);
        if (signal.aborted) return;
        if (failure.kind === 'notFound') setState({ status: 'notFound' });
        else if (failure.kind === 'forbidden') setState({ status: 'denied' });
        else {
          console.error('[ranking] exam load failed', error);
          setState({ status: 'error' });
        }
      },
    );
    return () => controller.abort();
  }, [examId]);
  return state;
}
