import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../db/connect.js';
import { migrationState } from '../../db/migrate.js';
import { DatabaseUnreachable } from '../../db/unreachable.js';
import { noQuery, routeSchema } from '../../http/route-schema.js';

const healthSchema = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    database: { type: 'string', enum: ['pglite', 'postgres'] },
    migration: { type: 'string' },
    migrations: { type: 'integer' },
  },
} as const;

/**
 * `/api/health` is liveness: the process answers, with the engine and the migration level read once at
 * start, and no database work per call (load balancers and the e2e runner poll it often).
 * `/api/ready` is readiness: one cheap query, 503 (with Retry-After) while the database does not answer.
 */
export async function healthRoutes(app: FastifyInstance, { dbHandle }: { dbHandle: DbHandle }) {
  const state = await migrationState(dbHandle.db);
  const body = { database: dbHandle.engine, migration: state.latest, migrations: state.count };

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        ...routeSchema({ tags: ['health'], summary: 'Liveness (no database work)', querystring: noQuery }),
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok', ...body }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        ...routeSchema({
          tags: ['health'],
          summary: 'Readiness: the database answers one cheap query',
          querystring: noQuery,
        }),
        response: { 200: healthSchema },
      },
    },
    async (req) => {
      try {
        await sql`select 1`.execute(dbHandle.db);
      } catch (err) {
        req.log.error({ err }, 'readiness check failed');
        // Whatever the query's error: not ready (503, Retry-After, in the caller's language).
        throw new DatabaseUnreachable('readiness check failed', { cause: err });
      }
      return { status: 'ready', ...body };
    },
  );
}
