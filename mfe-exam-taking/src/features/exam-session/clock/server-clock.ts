import { onAppReset } from 'shared-contracts/client';
import { createStore } from 'zustand/vanilla';
import type { SessionMeta } from '../api/session-meta';

export interface SessionClockState {
  /** Server clock minus local clock, in ms (0 until a reply tells). */
  offsetMs: number;
  /** 'server' once a reply carried server_time; 'estimate' when derived from ends_at − time_left. */
  offsetSource: 'none' | 'estimate' | 'server';
  /** Per participation: when it ends (ms since the epoch, server clock); null without a time limit. */
  endsAt: Record<string, number | null>;
  /**
   * Re-syncs from a reply's meta. `sentAt`/`receivedAt` (local ms) bracket the request: the server's
   * clock is taken to have read server_time half-way.
   */
  sync: (
    participationId: string,
    meta: SessionMeta,
    timing?: { sentAt?: number; receivedAt?: number },
  ) => void;
  reset: () => void;
}

const INITIAL = { offsetMs: 0, offsetSource: 'none', endsAt: {} } as const;

/** The server clock as the exam session knows it (in memory only; every reply re-syncs it). */
export function createSessionClock() {
  return createStore<SessionClockState>()((set, get) => ({
    ...INITIAL,
    sync: (participationId, meta, timing = {}) => {
      const receivedAt = timing.receivedAt ?? Date.now();
      const localMid = ((timing.sentAt ?? receivedAt) + receivedAt) / 2;
      let { offsetMs, offsetSource } = get();
      const serverTime = parseInstant(meta.server_time);
      const endsAt = parseInstant(meta.ends_at);
      const timeLeft = typeof meta.time_left === 'number' ? Math.max(0, meta.time_left) : undefined;
      if (serverTime !== undefined) {
        offsetMs = Math.round(serverTime - localMid);
        offsetSource = 'server';
      } else if (offsetSource !== 'server' && endsAt !== undefined && timeLeft !== undefined) {
        // time_left is whole seconds: good to about a second, until a reply brings server_time.
        offsetMs = Math.round(endsAt - timeLeft * 1000 - localMid);
        offsetSource = 'estimate';
      }
      let ends: number | null | undefined;
      if (endsAt !== undefined) ends = endsAt;
      else if (timeLeft !== undefined) ends = Math.round(localMid + offsetMs + timeLeft * 1000);
      else if (meta.ends_at === null || meta.time_left === null) ends = null;
      set({
        offsetMs,
        offsetSource,
        ...(ends !== undefined ? { endsAt: { ...get().endsAt, [participationId]: ends } } : {}),
      });
    },
    reset: () => set({ ...INITIAL }),
  }));
}

export type SessionClock = ReturnType<typeof createSessionClock>;

function parseInstant(value: string | null | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

/** The session clock of this remote; cleared with the rest of the app state on logout. */
export const sessionClock = createSessionClock();
onAppReset(() => sessionClock.getState().reset());

/** Now on the server clock (ms), from the local clock and the known offset. */
export function serverNow(clock: SessionClock = sessionClock, now: number = Date.now()): number {
  return now + clock.getState().offsetMs;
}
