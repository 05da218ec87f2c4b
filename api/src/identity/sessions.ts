import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface IssuedSession {
  accessToken: string;
  client: string;
  uid: string;
  expiresAt: Date;
}

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A new session: the token is returned once and stored only as its SHA-256. Tokens are not rotated per request. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  ttlHours: number,
): Promise<IssuedSession> {
  const accessToken = randomBytes(32).toString('base64url');
  const client = randomBytes(16).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  await db
    .insertInto('sessions')
    .values({ user_id: userId, client, token_hash: sha256(accessToken), expires_at: expiresAt })
    .execute();
  // Housekeeping: drop this user's expired sessions.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('expires_at', '<', new Date())
    .execute();
  return { accessToken, client, uid: String(userId), expiresAt };
}

export interface Credentials {
  accessToken: string;
  uid: string;
  client: string;
}

/** The session's user id when the three headers match an unexpired session, otherwise undefined. */
export async function findSessionUser(
  db: Kysely<Database>,
  creds: Credentials,
): Promise<{ userId: number; sessionId: number } | undefined> {
  if (!/^\d{1,15}$/.test(creds.uid) || creds.client.length > 200 || creds.accessToken.length > 500)
    return undefined;
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'token_hash', 'expires_at'])
    .where('user_id', '=', Number(creds.uid))
    .where('client', '=', creds.client)
    .executeTakeFirst();
  if (!row) return undefined;
  const given = Buffer.from(sha256(creds.accessToken), 'hex');
  const stored = Buffer.from(row.token_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return undefined;
  if (row.expires_at.getTime() <= Date.now()) return undefined;
  return { userId: row.user_id, sessionId: row.id };
}

export async function deleteSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
