import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import '../fastify-augment.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { forbidden, notFound } from '../jsonapi/errors.js';
import { idParams, noBody, routeSchema } from '../http/route-schema.js';
import { currentUser, forgetCachedSessionsOf } from './auth-hook.js';
import { deleteSessionsOfUser } from './sessions.js';
import { LOCAL_SUB_PREFIX } from '../idp/provider.js';

interface Deps {
  db: Kysely<Database>;
  config: Config;
}

/**
 * Ends every session of a user, on every device: the API sessions (this process refuses them on its
 * next request; another process within the 30 s its hot routes may cache a session, see auth-hook),
 * and, with the built-in provider, the provider's sessions too, so no device signs back in without
 * the password. An external issuer's sessions are its own.
 */
export async function endEverySession(
  db: Kysely<Database>,
  config: Config,
  user: { id: number; fractal_id: string | null },
): Promise<number> {
  const ended = await deleteSessionsOfUser(db, user.id);
  forgetCachedSessionsOf(db, user.id);
  if (!config.oidc.externalIssuer && user.fractal_id?.startsWith(LOCAL_SUB_PREFIX)) {
    await sql`delete from oidc_payloads
               where model = 'Session' and payload->>'accountId' = ${user.fractal_id}`.execute(db);
  }
  return ended;
}

/** "Sign out everywhere": by the user (their own sessions) and by an admin (anyone's). */
export async function sessionRoutes(app: FastifyInstance, { db, config }: Deps) {
  app.delete(
    '/auth/sessions',
    {
      config: { access: 'signed-in' },
      schema: routeSchema({
        tags: ['auth'],
        summary: "Ends every session of the caller's account, on every device (this one included)",
        body: noBody,
      }),
    },
    async (req, reply) => {
      const me = currentUser(req);
      const ended = await endEverySession(db, config, me.user);
      req.log.info({ userId: me.id, ended }, 'signed out everywhere');
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/users/:id/sessions',
    {
      config: { access: 'signed-in' },
      schema: routeSchema({
        tags: ['users'],
        summary: "Ends every session of a user's account, on every device (yourself; admins: anyone)",
        params: idParams('id'),
        body: noBody,
      }),
    },
    async (req, reply) => {
      const me = currentUser(req);
      const id = Number(req.params.id);
      if (id !== me.id && !me.roles.has('admin')) throw forbidden();
      const user = await db
        .selectFrom('users')
        .select(['id', 'fractal_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) throw notFound('User not found');
      const ended = await endEverySession(db, config, user);
      req.log.info({ userId: id, by: me.id, ended }, 'sessions ended');
      return reply.code(204).send();
    },
  );
}
