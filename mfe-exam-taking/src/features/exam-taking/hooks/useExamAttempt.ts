import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from 'shared-contracts';
import type { ExamSession } from '../../exam-session';
import { callFailureOf, refusalMessageId } from '../../exam-common/api/exam-errors';
import { fetchExam } from '../../exam-common/api/exam';
import { fetchOwnParticipation, startParticipation } from '../../exam-common/api/participation';
import type { Exam, Participation } from '../../exam-common/exam-types';

export type AttemptState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'denied' }
  /** The server would not start the attempt: the message id of its reason. */
  | { status: 'refused'; messageId: string }
  /** 'Erro ao abrir a prova.' */
  | { status: 'error' }
  | { status: 'ready'; exam: Exam; participation: Participation };

/** Puts the server's answers and countdown of an attempt under way into the session. */
function resume(session: ExamSession, participation: Participation): void {
  if (participation.status !== 'in_progress') return;
  session.store.getState().seed(participation.id, participation.answers);
  session.clock.getState().sync(participation.id, {
    ends_at: participation.ends_at,
    time_left: participation.time_left,
  });
}

/**
 * Opens an exam to take it (spec 3 §2.5): the exam with its questions in order, and the caller's
 * participation (started with POST participations when there is none), merged into the session.
 */
export function useExamAttempt(
  examId: string | undefined,
  session: ExamSession,
): AttemptState & { markFinished: (participation: Participation) => void } {
  const userId = useAuthStore((s) => s.user?.id);
  const [state, setState] = useState<AttemptState>({ status: 'loading' });
  useEffect(() => {
    if (!examId) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    (async () => {
      const [exam, found] = await Promise.all([
        fetchExam(examId, { signal }),
        userId ? fetchOwnParticipation(String(userId), examId, { signal }) : Promise.resolve(null),
      ]);
      const participation = found ?? (await startParticipation(examId));
      return { exam, participation };
    })().then(
      ({ exam, participation }) => {
        if (signal.aborted) return;
        resume(session, participation);
        setState({ status: 'ready', exam, participation });
      },
      async (error: unknown) => {
        if (signal.aborted) return;
        const failure = await callFailureOf(error);
        if (failure.kind === 'notFound') return setState({ status: 'notFound' });
        if (failure.kind === 'forbidden') return setState({ status: 'denied' });
        const messageId = failure.kind === 'refused' ? refusalMessageId(failure.code) : undefined;
        if (messageId) return setState({ status: 'refused', messageId });
        console.error('[exam-taking] could not open the exam', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [examId, userId, session]);
  const markFinished = useCallback(
    (participation: Participation) => setState((s) => (s.status === 'ready' ? { ...s, participation } : s)),
    [],
  );
  return { ...state, markFinished };
}
