import type { SendAnswer } from './api/save-answer';
import { putTimer } from './api/save-timer';
import { createSessionClock, sessionClock, type SessionClock } from './clock/server-clock';
import { AnswerSender } from './queue/answer-sender';
import { createAnswerQueueStore, type AnswerQueueStore } from './queue/answer-queue-store';
import { OFFLINE_REDIRECT_MS } from './session-constants';

/** The pieces of an exam session the hooks share: the persisted answer queue, its sender and the clock. */
export interface ExamSession {
  store: AnswerQueueStore;
  sender: AnswerSender;
  clock: SessionClock;
  saveTimer: typeof putTimer;
  /** How long the connection may stay lost before the exam screen leaves for the editions list. */
  offlineGraceMs: number;
}

export interface ExamSessionOptions {
  storage?: () => Storage | undefined;
  send?: SendAnswer;
  saveTimer?: typeof putTimer;
  target?: EventTarget;
  random?: () => number;
  offlineGraceMs?: number;
}

/** A separate session (tests; the app uses `examSession`). */
export function createExamSession(options: ExamSessionOptions = {}): ExamSession {
  const store = createAnswerQueueStore(options.storage ? { storage: options.storage } : {});
  const clock = createSessionClock();
  const sender = new AnswerSender({
    store,
    clock,
    ...(options.send ? { send: options.send } : {}),
    ...(options.target ? { target: options.target } : {}),
    ...(options.random ? { random: options.random } : {}),
  });
  return {
    store,
    sender,
    clock,
    saveTimer: options.saveTimer ?? putTimer,
    offlineGraceMs: options.offlineGraceMs ?? OFFLINE_REDIRECT_MS,
  };
}

/** This remote's one exam session (answers persisted under PERSISTED_KEYS.exams). */
export const examSession: ExamSession = (() => {
  const store = createAnswerQueueStore();
  return {
    store,
    sender: new AnswerSender({ store, clock: sessionClock }),
    clock: sessionClock,
    saveTimer: putTimer,
    offlineGraceMs: OFFLINE_REDIRECT_MS,
  };
})();
