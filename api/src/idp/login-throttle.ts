import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { sha256 } from '../crypto/sha256.js';

/**
 * Per-account brute-force limit of the built-in provider's password form, on top of the per-IP rate
 * limit: after LOGIN_FAILURES_BEFORE_LOCK consecutive failures for one e-mail, that e-mail is refused
 * for 30 s, then 60 s after the next failure, doubling up to 15 min. A success clears the count;
 * a count left alone for a day starts over. Kept in the database (`login_throttles`), so every API
 * process sharing it sees the same count. An unknown e-mail is counted exactly like a known one.
 */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
export const LOGIN_LOCK_BASE_SECONDS = 30;
export const LOGIN_LOCK_MAX_SECONDS = 15 * 60;
const FORGET_AFTER = sql.raw(`interval '1 day'`);
const PURGE_EVERY_MS = 60_000;
const lastPurge = new WeakMap<Kysely<Database>, number>();

export const throttleKey = (email: string) => sha256(`login\n${email.trim().toLowerCase()}`);

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one attempt for the e-mail: refused (with the seconds left) while the e-mail is locked;
 * otherwise counted as a failure until `loginSucceeded` says otherwise, and locking the e-mail once
 * the count reaches the limit. Counting before the password is checked means a burst of parallel
 * guesses cannot all pass before the lock is written.
 */
export async function takeLoginAttempt(db: Kysely<Database>, email: string): Promise<LoginAttempt> {
  await purgeStale(db);
  const key = throttleKey(email);
  const n = sql.lit(LOGIN_FAILURES_BEFORE_LOCK);
  const failures = sql`(case when t.updated_at < now() - ${FORGET_AFTER} then 1 else t.failures + 1 end)`;
  const lockFor = (f: typeof failures) =>
    sql`case when ${f} >= ${n} then now() + make_interval(secs => least(${sql.lit(LOGIN_LOCK_MAX_SECONDS)},
      ${sql.lit(LOGIN_LOCK_BASE_SECONDS)} * power(2, least(${f} - ${n}, 20)))) else null end`;
  const { rows } = await sql<{ failures: number }>`
    insert into login_throttles as t (key, failures, locked_until, updated_at)
    values (${key}, 1, ${lockFor(sql`1`)}, now())
    on conflict (key) do update set
      failures = ${failures},
      locked_until = ${lockFor(failures)},
      updated_at = now()
    where t.locked_until is null or t.locked_until <= now()
    returning failures`.execute(db);
  if (rows.length) return { allowed: true };
  const { rows: locked } = await sql<{ wait: number | string | null }>`
    select ceil(extract(epoch from (locked_until - now())))::int as wait
      from login_throttles where key = ${key}`.execute(db);
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(locked[0]?.wait ?? 1)) };
}

/** The password was right: the e-mail's failures are forgotten. */
export async function loginSucceeded(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_throttles').where('key', '=', throttleKey(email)).execute();
}

/** Drops counts nobody has touched for a day (and no longer locked), at most once a minute per process. */
async function purgeStale(db: Kysely<Database>, now = Date.now()): Promise<void> {
  if (now - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now);
  await sql`delete from login_throttles
             where updated_at < now() - ${FORGET_AFTER}
               and (locked_until is null or locked_until < now())`.execute(db);
}
