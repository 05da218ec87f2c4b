import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import metricsPlugin from 'fastify-metrics';
import client from 'prom-client';
import type { DbHandle } from '../../db/connect.js';
import { requestLocale } from '../../http/locale.js';
import { noQuery, routeSchema } from '../../http/route-schema.js';
import { ApiError } from '../../jsonapi/errors.js';
import type { Locale } from '../../shared-rules.js';
import { registerDomainMetrics } from './domain-metrics.js';
import { fromThisComputer } from './this-computer.js';

export const METRICS_PATH = '/api/metrics';

const TOKEN_REQUIRED: Record<Locale, string> = {
  'pt-BR': 'As métricas pedem o token de acesso (Authorization: Bearer).',
  es: 'Las métricas requieren el token de acceso (Authorization: Bearer).',
  'pt-PT': 'As métricas exigem o token de acesso (Authorization: Bearer).',
};

const THIS_COMPUTER_ONLY: Record<Locale, string> = {
  'pt-BR': 'Sem METRICS_TOKEN, as métricas respondem apenas a este computador.',
  es: 'Sin METRICS_TOKEN, las métricas solo responden a este equipo.',
  'pt-PT': 'Sem METRICS_TOKEN, as métricas só respondem a este computador.',
};

function bearerMatches(req: FastifyRequest, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics (fastify-metrics over prom-client) at GET /api/metrics: the process's default metrics
 * (CPU, memory, event-loop lag, GC), `http_request_duration_seconds` by method, route and status, and the
 * domain gauges of domain-metrics.ts. Each app has a registry of its own (tests build several in one
 * process). With METRICS_TOKEN set, the scrape sends `Authorization: Bearer <token>`; otherwise, in
 * production (`localOnly`), only a request made on this computer is answered (this-computer.ts: not one
 * a proxy forwarded), and 403 to anyone else. Register before the routes: the plugin learns them as they
 * are added.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  { dbHandle, token, localOnly }: { dbHandle: DbHandle; token: string | undefined; localOnly: boolean },
) {
  const registry = new client.Registry();
  await app.register(metricsPlugin, {
    promClient: client,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: [METRICS_PATH, '/api/health', '/api/ready'],
      overrides: {
        histogram: {
          registers: [registry],
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        },
        // Made by the plugin even when off: kept in this app's registry too, never observed.
        summary: { registers: [registry] },
      },
    },
    endpoint: {
      url: METRICS_PATH,
      method: 'GET',
      logLevel: 'warn',
      exposeHeadRoute: false,
      config: { access: 'public' },
      schema: routeSchema({
        tags: ['health'],
        summary:
          'Prometheus metrics (text format); Authorization: Bearer METRICS_TOKEN when that is set, else in production this computer only',
        querystring: noQuery,
      }),
      onRequest: async (req) => {
        if (token !== undefined && !bearerMatches(req, token))
          throw new ApiError(401, TOKEN_REQUIRED[requestLocale(req)]);
        if (token === undefined && localOnly && !fromThisComputer(req))
          throw new ApiError(403, THIS_COMPUTER_ONLY[requestLocale(req)]);
      },
      handler: () => undefined,
    },
  });
  registerDomainMetrics(client, registry, dbHandle);
}
