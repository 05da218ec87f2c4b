import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ProfilesTable, UsersTable } from '../db/schema.js';
import type { Credentials } from '../shared-rules.js';
import { sha256 } from '../crypto/sha256.js';

export interface IssuedSession {
  accessToken: string;
  client: string;
  uid: string;
  expiresAt: Date;
}

export { sha256 };

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

export type { Credentials };

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

type SessionRow = Selectable<UsersTable> & {
  ord: number;
  session_id: number;
  session_token_hash: string;
  session_expires_at: Date | string;
  profile_rows: (Omit<Selectable<ProfilesTable>, 'created_at'> & { created_at: string })[];
};

/**
 * The sessions, their users and the users' profiles for many credentials in one statement (every
 * authenticated request needs one; a burst shares statements, see Batcher), each undefined when the
 * credentials do not match.
 */
export async function findSessionsWithUsers(
  db: Kysely<Database>,
  all: Credentials[],
): Promise<(SessionUser | undefined)[]> {
  const input = all.flatMap((c, ord) =>
    plausible(c) ? [{ ord, uid: Number(c.uid), client: c.client }] : [],
  );
  if (input.length === 0) return all.map(() => undefined);
  const { rows } = await sql<SessionRow>`
    select i.ord, u.*, s.id as session_id, s.token_hash as session_token_hash,
           s.expires_at as session_expires_at,
           (select coalesce(json_agg(p order by p.id), '[]'::json) from profiles p where p.user_id = u.id)
             as profile_rows
      from json_to_recordset(${JSON.stringify(input)}::json) as i(ord integer, uid bigint, client text)
      -- One index lookup per item: joined as a set, the planner would scan every session.
      cross join lateral (
        select id, user_id, token_hash, expires_at from sessions
         where user_id = i.uid and client = i.client
         limit 1) s
      join users u on u.id = s.user_id`.execute(db);
  const byOrd = new Map(rows.map((r) => [Number(r.ord), r]));
  return all.map((creds, ord) => {
    const row = byOrd.get(ord);
    if (!row) return undefined;
    const { ord: _ord, session_id, session_token_hash, session_expires_at, profile_rows, ...user } = row;
    if (!matches(creds, session_token_hash, new Date(session_expires_at))) return undefined;
    return {
      sessionId: Number(session_id),
      user,
      // JSON carries the instant as text: back to the Date the table type promises.
      profiles: profile_rows.map((p) => ({ ...p, created_at: new Date(p.created_at) })),
    };
  });
}

export async function deleteSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user (all devices); answers how many there were. */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
