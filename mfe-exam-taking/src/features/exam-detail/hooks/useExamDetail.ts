import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from 'shared-contracts';
import { callFailureOf } from '../../exam-common/api/exam-errors';
import { fetchExam } from '../../exam-common/api/exam';
import { fetchOwnParticipation } from '../../exam-common/api/participation';
import type { Exam, Participation } from '../../exam-common/exam-types';

export type ExamDetailState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'denied' }
  | { status: 'error' }
  | { status: 'ready'; exam: Exam; participation: Participation | null };

/** The exam and the caller's participation in it (GET exams/{id}, GET participations). */
export function useExamDetail(examId: string | undefined): ExamDetailState & {
  setParticipation: (participation: Participation) => void;
} {
  const userId = useAuthStore((s) => s.user?.id);
  const [state, setState] = useState<ExamDetailState>({ status: 'loading' });
  useEffect(() => {
    if (!examId) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    Promise.all([
      fetchExam(examId, { signal }),
      userId ? fetchOwnParticipation(String(userId), examId, { signal }) : Promise.resolve(null),
    ]).then(
      ([exam, participation]) => {
        if (!signal.aborted) setState({ status: 'ready', exam, participation });
      },
      async (error: unknown) => {
        if (signal.aborted) return;
        const failure = await callFailureOf(error);
        if (failure.kind === 'notFound') setState({ status: 'notFound' });
        else if (failure.kind === 'forbidden') setState({ status: 'denied' });
        else {
          console.error('[exam-detail] load failed', error);
          setState({ status: 'error' });
        }
      },
    );
    return () => controller.abort();
  }, [examId, userId]);
  const setParticipation = useCallback(
    (participation: Participation) => setState((s) => (s.status === 'ready' ? { ...s, participation } : s)),
    [],
  );
  return { ...state, setParticipation };
}
