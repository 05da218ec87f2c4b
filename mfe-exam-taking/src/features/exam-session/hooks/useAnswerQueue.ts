import { useCallback, useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { isQueued, type QueuedAnswer, type ServerAnswer } from '../queue/answer-entry';
import { saveBadgeState, type SaveBadgeState } from '../queue/save-status';
import { examSession, type ExamSession } from '../session';

const NO_ANSWERS: Readonly<Record<string, QueuedAnswer>> = Object.freeze({});

export interface AnswerQueueView {
  /** The latest local answer per question id, with its save state. */
  answers: Readonly<Record<string, QueuedAnswer>>;
  /** What to show for a question's answer (undefined: not answered). */
  saveStateOf: (questionId: string) => SaveBadgeState | undefined;
  /** How many answers are not on the server yet (failed ones excluded). */
  waitingCount: number;
  /** Records a change (a choice at once; open text through useOpenAnswerDebounce) and sends it. */
  record: (questionId: string, userAnswer: string) => void;
  /** Merges the answers of the participation the server returned (on opening the exam). */
  seed: (answers: readonly ServerAnswer[]) => void;
  /** Resolves when nothing waits to be sent (before finishing). */
  flush: (options?: { signal?: AbortSignal }) => Promise<void>;
  /** Drops the participation's local state (once finished). */
  forget: () => void;
}

/** The answer queue of one participation; sending resumes on mount (after a reload). */
export function useAnswerQueue(participationId: string, session: ExamSession = examSession): AnswerQueueView {
  const { store, sender } = session;
  const answers = useStore(store, (s) => s.participations[participationId]?.answers ?? NO_ANSWERS);
  const link = useStore(store, (s) => s.links[participationId] ?? 'idle');

  useEffect(() => {
    sender.start();
    sender.kick(participationId);
  }, [sender, participationId]);

  const record = useCallback(
    (questionId: string, userAnswer: string) => {
      sender.record(participationId, questionId, userAnswer);
    },
    [sender, participationId],
  );
  const seed = useCallback(
    (serverAnswers: readonly ServerAnswer[]) => {
      store.getState().seed(participationId, serverAnswers);
      sender.kick(participationId);
    },
    [store, sender, participationId],
  );
  const flush = useCallback(
    (options?: { signal?: AbortSignal }) => sender.flush(participationId, options),
    [sender, participationId],
  );
  const forget = useCallback(() => store.getState().forget(participationId), [store, participationId]);

  return useMemo(
    () => ({
      answers,
      saveStateOf: (questionId: string) => saveBadgeState(answers[questionId], link),
      waitingCount: Object.values(answers).filter(isQueued).length,
      record,
      seed,
      flush,
      forget,
    }),
    [answers, link, record, seed, flush, forget],
  );
}
