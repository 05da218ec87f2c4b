import { useCallback } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useAuthStore } from 'shared-contracts/client';
import type { ExamSession } from '../../exam-session';
import { refusalMessage, type CallFailure } from '../../../shared/exam/api/exam-errors';
import { fetchExam } from '../../../shared/exam/api/exam';
import { fetchOwnParticipation, startParticipation } from '../../../shared/exam/api/participation';
import type { Exam, Participation } from '../../../shared/exam/exam-types';
import { useExamLoad, type ExamLoadState } from '../../../shared/exam/hooks/useExamLoad';

/** The server would not start the attempt: the message of its reason. */
type Refused = { status: 'refused'; message: MessageDescriptor };

/** 'error' is 'Erro ao abrir a prova.' */
export type AttemptState = ExamLoadState<{ exam: Exam; participation: Participation }, Refused>;

/** A refusal this remote has a message for: its own screen; anything else is left to the common ones. */
function refusal(_error: unknown, failure: CallFailure): Refused | undefined {
  const message = failure.kind === 'refused' ? refusalMessage(failure.code) : undefined;
  return message ? { status: 'refused', message } : undefined;
}

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
  const load = useCallback(
    async (id: string, signal: AbortSignal) => {
      const [exam, found] = await Promise.all([
        fetchExam(id, { signal }),
        userId ? fetchOwnParticipation(String(userId), id, { signal }) : Promise.resolve(null),
      ]);
      const participation = found ?? (await startParticipation(id));
      if (!signal.aborted) resume(session, participation);
      return { exam, participation };
    },
    [userId, session],
  );
  const { state, update } = useExamLoad(examId, load, {
    queryKey: ['exam-attempt', userId],
    logMessage: '[exam-taking] could not open the exam',
    ownFailure: refusal,
  });
  const markFinished = useCallback((participation: Participation) => update({ participation }), [update]);
  return { ...state, markFinished };
}
