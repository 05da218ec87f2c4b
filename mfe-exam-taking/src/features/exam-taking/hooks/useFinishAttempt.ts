import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ExamSession } from '../../exam-session';
import { callFailureOf } from '../../../shared/exam/api/exam-errors';
import { finishParticipation } from '../../../shared/exam/api/participation';
import type { Participation } from '../../../shared/exam/exam-types';
import { flushAnswers } from './flush-answers';

/** Why finishing stopped short (the attempt is still open, every answer kept). */
export type FinishProblem =
  /** Answers could not reach the server, or the finish itself could not. */
  | { kind: 'unreachable'; waiting: number }
  /** The server refused some answers for good; finishing anyway needs the participant's word. */
  | { kind: 'unsaved'; count: number }
  | { kind: 'failed' };

export type FinishResult =
  { ok: true; participation: Participation | null } | { ok: false; problem: FinishProblem };

export interface FinishSteps {
  /** Records the open answer being typed, at once. */
  recordTyping: () => void;
  /** Saves the time spent on the current question. */
  saveTime: () => Promise<void>;
  /** Stops timing: once finished, no question time is sent again (leaving the screen included). */
  stopTime: () => void;
}

/**
 * Finishing (spec 3 §4): record what is being typed, save the time, send every queued answer, then
 * POST participations/{id}/finish. Answers that cannot be sent stop it (they stay queued); answers the
 * server refused for good stop it unless `acceptUnsaved`.
 */
export function useFinishAttempt(
  session: ExamSession,
  participationId: string,
  steps: FinishSteps,
): (options?: { acceptUnsaved?: boolean }) => Promise<FinishResult> {
  const latest = useRef(steps);
  useLayoutEffect(() => {
    latest.current = steps;
  });
  return useCallback(
    async ({ acceptUnsaved = false } = {}) => {
      const answers = () =>
        Object.values(session.store.getState().participations[participationId]?.answers ?? {});
      latest.current.recordTyping();
      await latest.current.saveTime();
      if ((await flushAnswers(session, participationId)) === 'unreachable') {
        const waiting = answers().filter((a) => a.state === 'pending' || a.state === 'sending').length;
        return { ok: false, problem: { kind: 'unreachable', waiting } };
      }
      const unsaved = answers().filter((a) => a.state === 'failed').length;
      if (unsaved > 0 && !acceptUnsaved) return { ok: false, problem: { kind: 'unsaved', count: unsaved } };
      let participation: Participation | null = null;
      try {
        participation = await finishParticipation(participationId);
      } catch (error) {
        const failure = await callFailureOf(error);
        const alreadyDone = failure.kind === 'refused' && failure.code === 'exam.error.finished';
        if (!alreadyDone) {
          console.error('[exam-taking] could not finish', error);
          return {
            ok: false,
            problem:
              failure.kind === 'network' || failure.kind === 'server'
                ? { kind: 'unreachable', waiting: 0 }
                : { kind: 'failed' },
          };
        }
      }
      latest.current.stopTime();
      session.store.getState().forget(participationId);
      return { ok: true, participation };
    },
    [session, participationId],
  );
}
