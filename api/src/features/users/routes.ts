import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { currentUser, loadUserWithProfiles } from '../../auth/auth-hook.js';
import { forbidden, notFound } from '../../jsonapi/errors.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { profileFields, userFields, userResource } from './resource.js';
import { idParams, routeSchema } from '../../http/route-schema.js';

const userQuery: QuerySpec = {
  includes: ['profiles'],
  fields: { users: userFields, profiles: profileFields },
};

export const parseId = (raw: string, what = 'Resource'): number => {
  if (!/^\d{1,15}$/.test(raw)) throw notFound(`${what} not found`);
  return Number(raw);
};

export async function userRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const handler = async (
    req: { params: { id: string }; query: unknown } & Parameters<typeof currentUser>[0],
  ) => {
    const q = parseQuery(req.query, userQuery);
    const me = currentUser(req);
    const id = parseId(req.params.id, 'User');
    if (id !== me.id && !me.roles.has('admin')) throw forbidden();
    const loaded = await loadUserWithProfiles(db, id);
    if (!loaded) throw notFound('User not found');
    return toDocument(userResource(loaded.user, loaded.profiles), { include: q.include, fields: q.fields });
  };
  const parts = {
    tags: ['users'],
    params: idParams('id'),
    querystring: querystringSchema(userQuery),
  };
  const config = { access: 'signed-in' } as const;
  const schema = routeSchema({ ...parts, summary: 'One user (yourself; admins may read anyone)' });
  app.get<{ Params: { id: string } }>('/user/:id', { config, schema }, handler);
  app.get<{ Params: { id: string } }>(
    '/users/:id',
    { config, schema: routeSchema({ ...parts, summary: 'Alias of GET /user/{id}' }) },
    handler,
  );
}
