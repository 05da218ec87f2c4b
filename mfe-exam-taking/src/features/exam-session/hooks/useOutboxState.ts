import { useStore } from 'zustand';
import type { AnswerQueueState } from '../queue/answer-queue-store';
import { queuedCount } from '../queue/queue-selectors';
import { examSession, type ExamSession } from '../session';
import { useBrowserOnline } from './useBrowserOnline';

/**
 * Where the answers kept on this device stand: `offline` (the browser is), `sending` (back online, some
 * not on the server yet) or `sent` (nothing waits).
 */
export type OutboxState = 'offline' | 'sending' | 'sent';

/** How many answers of every participation on this device are not on the server yet. */
const waitingAnswers = (state: AnswerQueueState): number =>
  Object.values(state.participations).reduce((n, session) => n + queuedCount(session), 0);

export function outboxState(online: boolean, waiting: number): OutboxState {
  if (!online) return 'offline';
  return waiting > 0 ? 'sending' : 'sent';
}

/** The outbox's state, live: the browser's connection events and the answer queue as it drains. */
export function useOutboxState(session: ExamSession = examSession): OutboxState {
  const online = useBrowserOnline();
  const waiting = useStore(session.store, waitingAnswers);
  return outboxState(online, waiting);
}
