import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { authenticate, currentUser, loadUserWithProfiles } from '../../identity/auth-hook.js';
import { forbidden, notFound } from '../../jsonapi/errors.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { profileFields, userFields, userResource } from './resource.js';

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
  const schema = {
    tags: ['users'],
    summary: 'One user (yourself; admins may read anyone)',
    params: { type: 'object', properties: { id: { type: 'string' } } },
    querystring: querystringSchema(userQuery),
  };
  app.get<{ Params: { id: string } }>('/user/:id', { preHandler: authenticate(db), schema }, handler);
  app.get<{ Params: { id: string } }>(
    '/users/:id',
    { preHandler: authenticate(db), schema: { ...schema, summary: 'Alias of GET /user/{id}' } },
    handler,
  );
}
