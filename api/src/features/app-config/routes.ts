import type { FastifyInstance } from 'fastify';
import '../../fastify-augment.js';
import type { Config } from '../../config.js';

/** GET /app-config.json — what the shell needs at run time. */
export async function appConfigRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.get('/app-config.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      projectId: config.projectId,
      apiBase: '/api',
      oidc: { issuer: config.oidc.issuer, clientId: config.oidc.clientId },
    };
  });
}
