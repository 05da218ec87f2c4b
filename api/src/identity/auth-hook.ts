import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProfilesTable, Role, UsersTable } from '../db/schema.js';
import { ApiError, forbidden, unauthorized } from '../jsonapi/errors.js';
import { findSessionWithUser } from './sessions.js';

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

/** preHandler: resolves the user from access-token, uid and client; 401 when missing, forged or expired. */
export function authenticate(db: Kysely<Database>): preHandlerAsyncHookHandler {
  return async function authHook(req: FastifyRequest, _reply: FastifyReply) {
    const accessToken = header(req, 'access-token');
    const uid = header(req, 'uid');
    const client = header(req, 'client');
    if (!accessToken || !uid || !client)
      throw unauthorized('Authentication required: send access-token, uid and client headers');
    const found = await findSessionWithUser(db, { accessToken, uid, client });
    if (!found) throw unauthorized('Invalid or expired session');
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
