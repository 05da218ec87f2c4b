import type { FastifyInstance } from 'fastify';
import '../../fastify-augment.js';
import type { Config } from '../../config.js';
import { noQuery, routeSchema } from '../../http/route-schema.js';

/** GET /app-config.json — what the shell needs at run time. */
export async function appConfigRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const schema = routeSchema({
    tags: ['config'],
    summary: "The shell's run-time configuration (project, API base, identity provider)",
    querystring: noQuery,
  });
  app.get('/app-config.json', { config: { access: 'public' }, schema }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      projectId: config.projectId,
      apiBase: '/api',
      oidc: { issuer: config.oidc.issuer, clientId: config.oidc.clientId },
    };
  });
}
