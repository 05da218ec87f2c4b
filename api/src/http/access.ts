import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Role } from '../db/schema.js';
import { authenticate, requireRole } from '../auth/auth-hook.js';
import type { Locale } from '../shared-rules.js';

/**
 * Who may call a route, declared on the route (`config.access`) and enforced here, once for all:
 * 'public' (anyone), 'signed-in' (a valid session), or the roles of which the caller needs one.
 * Object-level rules (whose participation, which edition) stay with the route's own queries.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Hot routes (answer saves, timers) may reuse a session looked up in the last 30 s. */
    sessionCache?: boolean;
    /** The route's own "not found", in the caller's language, for path parameters that are no id. */
    notFound?: (locale: Locale) => Error;
  }
}

/** One declared route, as the authorization matrix and the fuzz test enumerate them. */
export interface EdgeRoute {
  method: string;
  url: string;
  access: Access;
  schema: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the API with its declared access and schemas (HEAD twins left out). */
    edgeRoutes: EdgeRoute[];
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** What a route must declare; the route fails to register without it (so does the app, and every test). */
function missingDeclarations(route: RouteOptions, method: string): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const missing: string[] = [];
  if (route.config?.access === undefined) missing.push('config.access');
  if (route.url.includes(':') && !schema.params) missing.push('schema.params');
  if (method === 'GET' && !schema.querystring) missing.push('schema.querystring');
  if (BODY_METHODS.has(method) && !schema.body) missing.push('schema.body');
  if (!schema.summary) missing.push('schema.summary');
  return missing;
}

/** Marks the hooks added here, so a route's HEAD twin (a copy of its options) is not given them twice. */
const ACCESS_HOOK = Symbol('access');

const asArray = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

/**
 * Installs the declared-access hooks and the declaration check on every route registered after it.
 * Routes hidden from the documentation (the identity provider's own, the docs UI) are outside the
 * API's edge and exempt.
 */
export function installAccess(app: FastifyInstance, db: Kysely<Database>) {
  const routes: EdgeRoute[] = [];
  app.decorate('edgeRoutes', routes);
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    if (schema.hide) return;
    const methods = asArray(route.method).map(String);
    if (methods.every((m) => m === 'HEAD' || m === 'OPTIONS') && route.url.endsWith('*')) return;
    for (const method of methods) {
      const missing = missingDeclarations(route, method);
      if (missing.length)
        throw new Error(`${method} ${route.url} must declare ${missing.join(', ')} (api/src/http)`);
    }
    const access = route.config!.access!;
    for (const method of methods.filter((m) => m !== 'HEAD'))
      routes.push({ method, url: route.url, access, schema });
    const existing = asArray(route.onRequest as onRequestHookHandler | undefined);
    if (access === 'public' || existing.some((h) => ACCESS_HOOK in h)) return;
    const hooks: onRequestHookHandler[] = [
      authenticate(db, { cached: route.config?.sessionCache === true }) as onRequestHookHandler,
    ];
    if (Array.isArray(access)) {
      const roles = access as Role[];
      hooks.push(async (req) => {
        requireRole(req, ...roles);
      });
    }
    for (const hook of hooks) Object.assign(hook, { [ACCESS_HOOK]: true });
    route.onRequest = [...hooks, ...existing];
  });
}
