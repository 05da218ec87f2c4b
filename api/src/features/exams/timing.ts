import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Seconds after a participation's end during which a save is still accepted when the client made the
 * change before the end (answered_at ≤ ends_at); the closing job waits this long too.
 */
export const GRACE_SECONDS = 120;

/** Longest accommodation honoured (minutes); the exam's end date caps the attempt anyway. */
const MAX_SPECIAL_TIME = 24 * 60;

/** The database clock: the one clock that decides exam windows and time limits. */
export async function dbNow(db: Kysely<Database>): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  return new Date(rows[0]!.now);
}

/** Whole seconds left until `endsAt` at `now` (never negative). */
export const timeLeftSeconds = (endsAt: Date, now: Date): number =>
  Math.max(0, Math.floor((endsAt.getTime() - now.getTime()) / 1000));

/** The participant's extra minutes: users.additional_data.special_time (number or numeric text), default 0. */
export function specialTimeMinutes(additionalData: unknown): number {
  const raw = (additionalData as { special_time?: unknown } | null | undefined)?.special_time;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : 0;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(n, MAX_SPECIAL_TIME);
}

/** The countdown every reply carries. */
export const timeMeta = (endsAt: Date, now: Date) => ({
  time_left: timeLeftSeconds(endsAt, now),
  ends_at: endsAt.toISOString(),
  server_time: now.toISOString(),
});
