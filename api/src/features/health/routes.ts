import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../db/connect.js';
import { migrationState } from '../../db/migrate.js';
import { ApiError } from '../../jsonapi/errors.js';

export async function healthRoutes(app: FastifyInstance, { dbHandle }: { dbHandle: DbHandle }) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database state',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
              migration: { type: 'string' },
              migrations: { type: 'integer' },
            },
          },
        },
      },
    },
    async (req) => {
      try {
        const state = await migrationState(dbHandle.db);
        return { status: 'ok', database: dbHandle.engine, migration: state.latest, migrations: state.count };
      } catch (err) {
        req.log.error({ err }, 'health check failed');
        throw new ApiError(503, 'Database unavailable');
      }
    },
  );
}
