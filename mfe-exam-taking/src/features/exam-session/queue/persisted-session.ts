import * as v from 'valibot';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { QueuedAnswer } from './answer-entry';

/** What an in-progress participation keeps across reloads: its answers and the time spent per question. */
export interface ParticipationSession {
  answers: Record<string, QueuedAnswer>;
  /** Milliseconds spent on each question, accumulated over visits. */
  time_ms: Record<string, number>;
}

/** The persisted part of the queue (the only exam state kept in localStorage). */
export interface PersistedSessions {
  participations: Record<string, ParticipationSession>;
  /** The next queue position handed out. */
  nextOrder: number;
}

/** Bump when the persisted shape changes; older data is dropped, not misread. */
export const PERSISTED_SESSIONS_VERSION = 1;

const entrySchema = v.object({
  user_answer: v.string(),
  sequence: v.pipe(v.number(), v.integer(), v.minValue(0)),
  answered_at: v.string(),
  state: v.picklist(['pending', 'sending', 'saved', 'failed']),
  order: v.pipe(v.number(), v.integer(), v.minValue(0)),
  saved_sequence: v.pipe(v.number(), v.integer(), v.minValue(0)),
  error: v.optional(v.string()),
});

const milliseconds = v.pipe(v.number(), v.finite(), v.minValue(0));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The usable part of whatever storage held: entries that do not match the shape are dropped one by
 * one (the rest survives), and an answer caught on the wire by a reload is waiting again.
 */
export function sanitizeSessions(raw: unknown): PersistedSessions {
  const out: PersistedSessions = { participations: {}, nextOrder: 1 };
  if (!isRecord(raw)) return out;
  let highestOrder = 0;
  if (isRecord(raw.participations)) {
    for (const [participationId, session] of Object.entries(raw.participations)) {
      if (!isRecord(session)) continue;
      const answers: Record<string, QueuedAnswer> = {};
      for (const [questionId, entry] of Object.entries(isRecord(session.answers) ? session.answers : {})) {
        const parsed = v.safeParse(entrySchema, entry);
        if (!parsed.success) continue;
        const { error, ...rest } = parsed.output;
        answers[questionId] = {
          ...rest,
          ...(error !== undefined ? { error } : {}),
          state: parsed.output.state === 'sending' ? 'pending' : parsed.output.state,
        };
        highestOrder = Math.max(highestOrder, rest.order);
      }
      const time_ms: Record<string, number> = {};
      for (const [questionId, ms] of Object.entries(isRecord(session.time_ms) ? session.time_ms : {})) {
        if (v.is(milliseconds, ms)) time_ms[questionId] = ms;
      }
      out.participations[participationId] = { answers, time_ms };
    }
  }
  const nextOrder = v.is(v.pipe(v.number(), v.integer(), v.minValue(1)), raw.nextOrder) ? raw.nextOrder : 1;
  out.nextOrder = Math.max(nextOrder, highestOrder + 1);
  return out;
}

/**
 * JSON over a Web Storage that never throws: unreadable JSON reads as nothing, and a full or
 * unavailable storage (quota, private mode) keeps the state in memory only.
 */
export function safeJsonStorage(getStorage: () => Storage | undefined): PersistStorage<PersistedSessions> {
  const storage = () => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
  return {
    getItem: (name) => {
      try {
        const text = storage()?.getItem(name);
        return text ? (JSON.parse(text) as StorageValue<PersistedSessions>) : null;
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        storage()?.setItem(name, JSON.stringify(value));
      } catch (error) {
        console.error('[exam-session] could not persist the answers', error);
      }
    },
    removeItem: (name) => {
      try {
        storage()?.removeItem(name);
      } catch {
        // nothing kept, nothing to remove
      }
    },
  };
}
