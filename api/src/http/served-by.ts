import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export const SERVED_BY_HEADER = 'x-served-by';

/**
 * With INSTANCE_NAME set, every answer says which API process gave it: behind a load balancer an operator
 * (and the production-topology test) can tell the processes apart. Nothing is sent without it.
 */
export function installServedBy(app: FastifyInstance, config: Pick<Config, 'instanceName'>): void {
  const name = config.instanceName;
  if (!name) return;
  app.addHook('onRequest', async (_req, reply) => {
    reply.header(SERVED_BY_HEADER, name);
  });
}
