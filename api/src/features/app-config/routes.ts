import type { FastifyInstance } from 'fastify';
import '../../fastify-augment.js';
import type { Config } from '../../config.js';
import { noQuery, routeSchema } from '../../http/route-schema.js';
import { projectIdForHost } from './project-hosts.js';

/**
 * GET /app-config.json — what the shell needs at run time. The project is the one PROJECT_HOSTS names for
 * the request's host name, else PROJECT_ID (the shell's `?projeto=` still overrides it for one page load).
 * One identity provider serves every host: its issuer (PUBLIC_URL/oidc) is the same on all of them.
 */
export async function appConfigRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const schema = routeSchema({
    tags: ['config'],
    summary: "The shell's run-time configuration (project by host name, API base, identity provider)",
    querystring: noQuery,
  });
  app.get('/app-config.json', { config: { access: 'public' }, schema }, async (req, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      projectId: projectIdForHost(config.projectHosts, req.hostname, config.projectId),
      apiBase: '/api',
      oidc: { issuer: config.oidc.issuer, clientId: config.oidc.clientId },
    };
  });
}
