import { sql, type Kysely } from 'kysely';
import type { JWTPayload } from 'jose';
import type { Database } from '../db/schema.js';
import { sha256 } from './sessions.js';

/** How long a token without `exp` is remembered (the provider's id_tokens live an hour). */
const FALLBACK_TTL_MS = 3600_000;
/** Expired rows are deleted at most this often per process and database. */
const PURGE_EVERY_MS = 60_000;
const lastPurge = new WeakMap<Kysely<Database>, number>();

/** The key a token is remembered by: its issuer and jti, or the token itself when it has no jti. */
export function usedTokenKey(token: string, claims: JWTPayload): string {
  return typeof claims.jti === 'string' && claims.jti
    ? sha256(`jti\n${claims.iss ?? ''}\n${claims.jti}`)
    : sha256(`token\n${token}`);
}

/**
 * Claims a verified id_token for one sign-in: true the first time, false when it was exchanged
 * before (by this process or any other sharing the database). The claim is kept until the token
 * expires; expired claims are purged now and then.
 */
export async function claimIdToken(
  db: Kysely<Database>,
  token: string,
  claims: JWTPayload,
  now = Date.now(),
): Promise<boolean> {
  await purgeExpired(db, now);
  const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : now + FALLBACK_TTL_MS;
  const inserted = await db
    .insertInto('used_id_tokens')
    .values({ key: usedTokenKey(token, claims), expires_at: new Date(Math.max(expiresAt, now)) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

async function purgeExpired(db: Kysely<Database>, now: number): Promise<void> {
  if (now - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now);
  await sql`delete from used_id_tokens where expires_at < now()`.execute(db);
}
