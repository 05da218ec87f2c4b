import type { FastifyInstance } from 'fastify';
import { notFound } from '../jsonapi/errors.js';
import { contentTypeOfKey, type LocalFileStore } from './store.js';
import * as v from 'valibot';
import { noQuery, routeSchema } from '../http/route-schema.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /files/<key> — files of the local store; keys are content hashes, so they never change. */
export async function fileRoutes(app: FastifyInstance, { store }: { store: LocalFileStore }) {
  app.get<{ Params: { key: string } }>(
    '/files/:key',
    {
      config: { access: 'public' },
      schema: routeSchema({
        tags: ['files'],
        summary: 'An uploaded file (content-addressed, cached forever)',
        params: v.object({ key: v.pipe(v.string(), v.maxLength(200)) }),
        querystring: noQuery,
      }),
    },
    async (req, reply) => {
      const bytes = await store.read(req.params.key);
      if (!bytes) throw notFound('File not found');
      return reply
        .header('content-type', contentTypeOfKey(req.params.key))
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
