import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, ProfilesTable, UsersTable } from '../db/schema.js';

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

/** Whether the credentials have a shape worth a database lookup. */
const plausible = (creds: Credentials) =>
  /^\d{1,15}$/.test(creds.uid) && creds.client.length <= 200 && creds.accessToken.length <= 500;

/** Whether the given token matches the stored hash (constant time) and the session has not expired. */
function matches(creds: Credentials, tokenHash: string, expiresAt: Date): boolean {
  const given = Buffer.from(sha256(creds.accessToken), 'hex');
  const stored = Buffer.from(tokenHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return false;
  return expiresAt.getTime() > Date.now();
}

export interface SessionUser {
  sessionId: number;
  user: Selectable<UsersTable>;
  profiles: Selectable<ProfilesTable>[];
}

/**
 * The session, its user and the user's profiles in one statement (every authenticated request runs
 * it, so it is kept to a single round trip), or undefined when the credentials do not match.
 */
export async function findSessionWithUser(
  db: Kysely<Database>,
  creds: Credentials,
): Promise<SessionUser | undefined> {
  if (!plausible(creds)) return undefined;
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select([
      's.id as session_id',
      's.token_hash as session_token_hash',
      's.expires_at as session_expires_at',
    ])
    .select((eb) =>
      jsonArrayFrom(
        eb.selectFrom('profiles as p').selectAll('p').whereRef('p.user_id', '=', 'u.id').orderBy('p.id'),
      ).as('profile_rows'),
    )
    .where('s.user_id', '=', Number(creds.uid))
    .where('s.client', '=', creds.client)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_token_hash, session_expires_at, profile_rows, ...user } = row;
  if (!matches(creds, session_token_hash, new Date(session_expires_at))) return undefined;
  return {
    sessionId: session_id,
    user,
    // JSON carries the instant as text: back to the Date the table type promises.
    profiles: profile_rows.map((p) => ({ ...p, created_at: new Date(p.created_at) })),
  };
}

export async function deleteSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
