/**
 * The latest local answer to one question and where it stands with the server, and the pure
 * transitions the queue applies to it. Sequences only grow: every local change takes the next one,
 * so the server (which keeps the highest sequence) never lets an older save overwrite a newer one.
 */

import type { ServerAnswer } from '../../../shared/exam/exam-types';

/** pending: waiting to be sent; sending: on the wire; saved: the server holds it; failed: refused for good. */
export type AnswerSaveState = 'pending' | 'sending' | 'saved' | 'failed';

export interface QueuedAnswer {
  user_answer: string;
  /** The sequence of this local change (positive, monotonic per question). */
  sequence: number;
  /** When the change was made (ISO). */
  answered_at: string;
  state: AnswerSaveState;
  /** Queue position: the smallest pending one is sent first. */
  order: number;
  /** The highest sequence the server acknowledged (0 when none). */
  saved_sequence: number;
  /** For a failed answer, the server's message id (e.g. 'exam.error.timeOver'). */
  error?: string;
}

export type { ServerAnswer };

export const isQueued = (entry: QueuedAnswer): boolean =>
  entry.state === 'pending' || entry.state === 'sending';

/** The entry after a local change, or the same entry when nothing changed. */
export function recordChange(
  entry: QueuedAnswer | undefined,
  userAnswer: string,
  at: number,
  nextOrder: number,
): QueuedAnswer {
  if (entry && entry.state !== 'failed' && entry.user_answer === userAnswer) return entry;
  return {
    user_answer: userAnswer,
    sequence: Math.max(entry?.sequence ?? 0, entry?.saved_sequence ?? 0) + 1,
    answered_at: new Date(at).toISOString(),
    state: 'pending',
    // A change to an answer already waiting keeps its place in the queue.
    order: entry && isQueued(entry) ? entry.order : nextOrder,
    saved_sequence: entry?.saved_sequence ?? 0,
  };
}

/**
 * The entry after the server acknowledged the save of `sentSequence` (accepted, or `stale`: it already
 * held that sequence or a later one). Saved only when the server's sequence covers the latest local
 * change; a newer local change stays pending. When the server holds a strictly newer answer than ours
 * (another tab), it becomes ours, so the next change is numbered after it.
 */
export function acknowledge(
  entry: QueuedAnswer,
  sentSequence: number,
  ack: { sequence?: number; user_answer?: string },
): QueuedAnswer {
  const stored = Math.max(ack.sequence ?? sentSequence, sentSequence);
  const saved_sequence = Math.max(entry.saved_sequence, stored);
  if (stored < entry.sequence) return { ...entry, state: 'pending', saved_sequence };
  const { error: _error, ...rest } = entry;
  if (stored > entry.sequence && typeof ack.user_answer === 'string')
    return { ...rest, user_answer: ack.user_answer, sequence: stored, state: 'saved', saved_sequence };
  return { ...rest, state: 'saved', saved_sequence };
}

/** The entry after a save that may succeed later (offline, server busy): waiting again. */
export function release(entry: QueuedAnswer): QueuedAnswer {
  return entry.state === 'sending' ? { ...entry, state: 'pending' } : entry;
}

/** The entry after the server refused `sentSequence` for good; a newer local change still gets its try. */
export function refuse(entry: QueuedAnswer, sentSequence: number, messageId: string): QueuedAnswer {
  if (entry.sequence !== sentSequence) return release(entry);
  return { ...entry, state: 'failed', error: messageId };
}

/**
 * Merges the server's stored answer into the local one (on opening the exam): the higher sequence
 * wins; a local change the server lacks is (re)queued.
 */
export function mergeServerAnswer(
  entry: QueuedAnswer | undefined,
  server: ServerAnswer,
  nextOrder: number,
): QueuedAnswer | undefined {
  const sequence = Math.max(0, Math.trunc(server.sequence ?? 0));
  if (typeof server.user_answer !== 'string') {
    return entry ? { ...entry, saved_sequence: Math.max(entry.saved_sequence, sequence) } : undefined;
  }
  if (!entry || sequence >= entry.sequence) {
    return {
      user_answer: server.user_answer,
      sequence,
      answered_at: server.saved_at ?? entry?.answered_at ?? new Date(0).toISOString(),
      state: 'saved',
      order: entry?.order ?? 0,
      saved_sequence: Math.max(sequence, entry?.saved_sequence ?? 0),
    };
  }
  // Ours is newer than what the server holds: make sure it goes (again).
  if (entry.state === 'saved') return { ...entry, state: 'pending', order: nextOrder };
  return entry;
}
