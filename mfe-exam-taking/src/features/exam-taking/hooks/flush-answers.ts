import { queuedCount, type ExamSession } from '../../exam-session';

/** Waiting this long for the queue to empty is enough: a server that slow is treated as unreachable. */
export const FLUSH_GIVE_UP_MS = 20_000;

/**
 * Sends every answer still waiting and resolves 'sent', or 'unreachable' as soon as an attempt to send
 * fails for want of the network or the server (nothing is dropped: the answers stay queued and
 * persisted, and go when the connection is back).
 */
export async function flushAnswers(
  session: ExamSession,
  participationId: string,
  giveUpMs: number = FLUSH_GIVE_UP_MS,
): Promise<'sent' | 'unreachable'> {
  const { store, sender } = session;
  const waiting = () => queuedCount(store.getState().participations[participationId]);
  if (waiting() === 0) return 'sent';
  const controller = new AbortController();
  const flushing = sender.flush(participationId, { signal: controller.signal });
  // An attempt failed when the link is not idle and nothing is on the wire any more.
  const failed = () => {
    const state = store.getState();
    const answers = Object.values(state.participations[participationId]?.answers ?? {});
    return (state.links[participationId] ?? 'idle') !== 'idle' && !answers.some((a) => a.state === 'sending');
  };
  const unsubscribe = store.subscribe(() => {
    if (failed()) controller.abort(new Error('unreachable'));
  });
  if (failed()) controller.abort(new Error('unreachable'));
  const timer = setTimeout(() => controller.abort(new Error('timeout')), giveUpMs);
  try {
    await flushing;
    return 'sent';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
    unsubscribe();
  }
}
