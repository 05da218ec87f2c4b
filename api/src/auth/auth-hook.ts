import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProfilesTable, Role, UsersTable } from '../db/schema.js';
import { ApiError, forbidden, unauthorized } from '../jsonapi/errors.js';
import { TtlCache } from '../cache/ttl-cache.js';
import { batchedStatement } from '../db/batcher.js';
import { findSessionsWithUsers, sha256, type Credentials, type SessionUser } from './sessions.js';
import { AUTH_HEADERS } from '../shared-rules.js';

export interface CurrentUser {
  id: number;
  sessionId: number;
  user: Selectable<UsersTable>;
  profiles: Selectable<ProfilesTable>[];
  roles: Set<Role>;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: CurrentUser;
  }
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
};

export async function loadUserWithProfiles(db: Kysely<Database>, userId: number) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const profiles = await db
    .selectFrom('profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return { user, profiles };
}

/**
 * Sessions the hottest routes (answer saves, timers: dozens per student and exam, needing only who
 * the caller is) look up at most once per 30 s per process; a lookup by any other route refreshes it.
 * Signing out here forgets at once; a session ended in another process is still honoured on those
 * routes for at most that long.
 */
const CACHED_SESSION_MS = 30_000;
const sessionCaches = new WeakMap<Kysely<Database>, TtlCache<string, SessionUser>>();
const sessionCache = (db: Kysely<Database>) => {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = new TtlCache(CACHED_SESSION_MS, 50_000)));
  return cache;
};
/** Session lookups of one database, batched: a burst of requests (an exam opening) shares statements. */
const sessionLookups = new WeakMap<
  Kysely<Database>,
  (creds: Credentials) => Promise<SessionUser | undefined>
>();
const findSession = (db: Kysely<Database>, creds: Credentials) => {
  let lookup = sessionLookups.get(db);
  if (!lookup)
    sessionLookups.set(
      db,
      (lookup = batchedStatement(db, (all: Credentials[]) => findSessionsWithUsers(db, all))),
    );
  return lookup(creds);
};
const credentialsKey = (c: Credentials) => `${c.uid}\n${c.client}\n${sha256(c.accessToken)}`;

/** Drops a session from the cache of the hot routes (on sign-out). */
export function forgetCachedSession(db: Kysely<Database>, creds: Credentials): void {
  sessionCache(db).delete(credentialsKey(creds));
}

/**
 * Drops every cached session of a user (on "sign out everywhere"): this process refuses them on its
 * next request; other processes on the hot routes within CACHED_SESSION_MS.
 */
export function forgetCachedSessionsOf(db: Kysely<Database>, userId: number): void {
  // By the number, not the text: a uid header sent as "0042" is cached under its own key.
  sessionCache(db).deleteWhere((key) => Number(key.slice(0, key.indexOf('\n'))) === userId);
}

/** The request's access-token, uid and client headers. */
export const credentialsOf = (req: FastifyRequest): Credentials => ({
  accessToken: header(req, AUTH_HEADERS.accessToken),
  uid: header(req, AUTH_HEADERS.uid),
  client: header(req, AUTH_HEADERS.client),
});

/**
 * preHandler: resolves the user from access-token, uid and client; 401 when missing, forged or expired.
 * `cached`: for hot routes that need only the caller's identity (see CACHED_SESSION_MS).
 */
export function authenticate(
  db: Kysely<Database>,
  { cached = false }: { cached?: boolean } = {},
): preHandlerAsyncHookHandler {
  return async function authHook(req: FastifyRequest, _reply: FastifyReply) {
    const creds = credentialsOf(req);
    if (!creds.accessToken || !creds.uid || !creds.client)
      throw unauthorized('Authentication required: send access-token, uid and client headers');
    const key = credentialsKey(creds);
    const found = cached
      ? await sessionCache(db).get(key, () => findSession(db, creds))
      : await findSession(db, creds);
    if (!found) throw unauthorized('Invalid or expired session');
    // What every route reads fresh, the hot routes may reuse (a student's first save follows the start).
    if (!cached) sessionCache(db).set(key, found);
    req.currentUser = {
      id: found.user.id,
      sessionId: found.sessionId,
      user: found.user,
      profiles: found.profiles,
      roles: new Set(found.profiles.map((p) => p.role)),
    };
  };
}

export function currentUser(req: FastifyRequest): CurrentUser {
  if (!req.currentUser) throw new ApiError(401, 'Authentication required');
  return req.currentUser;
}

/** 403 unless the current user has one of the roles. */
export function requireRole(req: FastifyRequest, ...roles: Role[]): CurrentUser {
  const user = currentUser(req);
  if (!roles.some((r) => user.roles.has(r))) throw forbidden();
  return user;
}
