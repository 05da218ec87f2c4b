import { isQueued, type QueuedAnswer } from './answer-entry';
import type { ParticipationSession } from './persisted-session';

/** The answer to send next: the oldest one waiting. */
export function nextToSend(
  session: ParticipationSession | undefined,
): { questionId: string; entry: QueuedAnswer } | undefined {
  let next: { questionId: string; entry: QueuedAnswer } | undefined;
  for (const [questionId, entry] of Object.entries(session?.answers ?? {})) {
    if (entry.state === 'pending' && (!next || entry.order < next.entry.order)) next = { questionId, entry };
  }
  return next;
}

/** How many answers of the participation are not on the server yet (failed ones excluded). */
export function queuedCount(session: ParticipationSession | undefined): number {
  return Object.values(session?.answers ?? {}).filter(isQueued).length;
}
