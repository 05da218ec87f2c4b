import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** Whether this process has already warned (once per process, however many apps it builds). */
let warned = false;

/** Tests only: lets the next X-Forwarded-For warn again. */
export function resetProxyWarning(): void {
  warned = false;
}

export const PROXY_WARNING =
  'A request arrived through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every client is ' +
  "seen as the proxy's IP, so the per-IP sign-in rate limit is shared by all users (at an exam's start " +
  'a whole school is locked out). Set TRUST_PROXY=true when the API runs behind your own proxy or load balancer.';

/**
 * Behind a proxy without TRUST_PROXY every request seems to come from the proxy. That cannot be seen
 * at start, only when requests arrive: the first one carrying X-Forwarded-For logs one warning.
 */
export function installProxyWarning(app: FastifyInstance, config: Pick<Config, 'trustProxy'>): void {
  if (config.trustProxy) return;
  app.addHook('onRequest', async (req) => {
    if (warned || req.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    app.log.warn({ forwardedFor: req.headers['x-forwarded-for'], ip: req.ip }, PROXY_WARNING);
  });
}
