import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor, NO_CACHE, VERSIONED_REMOTE_PATH } from './cache-control.js';

export const REMOTE_FOLDERS = [
  'mfe-auth-registration',
  'mfe-exam-taking',
  'mfe-edition-admin',
  'mfe-grading-results',
  // Project 47's registration: a plain ES module (dist/parcel.js), mounted as a single-spa parcel.
  'sibling-47-registration',
] as const;

const isDir = (p: string) => {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
};

export interface StaticState {
  shellDist: string | undefined;
}

function makeFolders(dirs: string[]) {
  for (const dir of dirs) {
    try {
      fs.mkdirSync(dir, { recursive: true });
    } catch {
      // read-only: nothing will be published there while the API runs
    }
  }
}

const subfolders = (p: string) => (isDir(p) ? fs.readdirSync(p).filter((f) => isDir(path.join(p, f))) : []);

/**
 * Serves built front-ends when present: shell/dist at /; each remote at /remotes/<folder>/ from its
 * package's dist (the current build) and from `<releasesDir>/remotes/<folder>/` (its released versions,
 * /remotes/<folder>/<version>/…, immutable); the registries at /projects/ from `<releasesDir>/projects/`
 * (what `pnpm release` published) before deploy/projects/ (the committed defaults), and
 * deploy/projects/assets/<id>/ images. Returns where the shell is, for the SPA fallback.
 */
export async function staticRoutes(
  app: FastifyInstance,
  { root, releasesDir }: { root: string; releasesDir: string },
): Promise<StaticState> {
  const shellDist = path.join(root, 'shell', 'dist');
  const state: StaticState = { shellDist: isDir(shellDist) ? shellDist : undefined };
  const setHeaders =
    (noCache: boolean) => (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      res.setHeader('cache-control', cacheControlFor(filePath, { alwaysNoCache: noCache }));
    };
  // Every static answer may differ by Accept-Encoding (a pre-compressed copy or not): caches must know.
  app.addHook('onSend', async (req, reply, payload) => {
    if (!NOT_STATIC.test(req.url)) appendVary(reply, 'Accept-Encoding');
    return payload;
  });
  let decorated = false;
  // preCompressed: the build leaves `x.js.br` and `x.js.gz` next to `x.js`; the best one the client accepts
  // is sent with Content-Encoding and Vary: Accept-Encoding (the registries are served as they are).
  const common = {
    cacheControl: false,
    etag: true,
    lastModified: true,
    schemaHide: true,
    preCompressed: true,
  } as const;

  if (state.shellDist) {
    await app.register(fastifyStatic, {
      ...common,
      root: state.shellDist,
      prefix: '/',
      setHeaders: setHeaders(false),
      // A folder is never a file here: / (and any other folder) goes to the not-found handler, where
      // sendSpaIndex picks the page (the landing page or the app).
      index: false,
      allowedPath: (pathName) => !pathName.endsWith('/'),
    });
    decorated = true;
  }
  // Browsers ask for /favicon.ico on pages that link no icon (the identity provider's): the shell's icon.
  if (state.shellDist && fs.existsSync(path.join(state.shellDist, 'favicon.svg'))) {
    app.get('/favicon.ico', { schema: { hide: true } }, (_req, reply) =>
      reply.type('image/svg+xml').header('cache-control', NO_CACHE).sendFile('favicon.svg', state.shellDist!),
    );
  }
  const released = path.join(releasesDir, 'remotes');
  // `pnpm release` publishes while the API runs: the folders it writes into are made now, so the routes
  // below serve what appears in them later (a read-only RELEASES_DIR is served as it is).
  makeFolders([path.join(releasesDir, 'projects'), ...REMOTE_FOLDERS.map((f) => path.join(released, f))]);
  const folders = new Set<string>([...REMOTE_FOLDERS, ...subfolders(released)]);
  for (const folder of folders) {
    const roots = [path.join(root, folder, 'dist'), path.join(released, folder)].filter(isDir);
    if (roots.length === 0) continue;
    await app.register(fastifyStatic, {
      ...common,
      root: roots,
      prefix: `/remotes/${folder}/`,
      setHeaders: setHeaders(false),
      decorateReply: !decorated,
    });
    decorated = true;
  }
  // A remote first released after the start (no build here, no folder then): /remotes/<folder>/<version>/….
  if (isDir(released)) {
    await app.register(fastifyStatic, {
      ...common,
      root: released,
      prefix: '/remotes/',
      setHeaders: setHeaders(false),
      decorateReply: !decorated,
      allowedPath: (pathName) => VERSIONED_REMOTE_PATH.test(`/remotes${pathName}`),
    });
    decorated = true;
  }
  const projects = [path.join(releasesDir, 'projects'), path.join(root, 'deploy', 'projects')].filter(isDir);
  if (projects.length > 0) {
    await app.register(fastifyStatic, {
      ...common,
      root: projects,
      prefix: '/projects/',
      // Served as they are: with preCompressed and two roots, @fastify/static 8 answers a client that
      // accepts br/gzip from the second root (the committed registry) before the first (the published one).
      preCompressed: false,
      setHeaders: setHeaders(true),
      decorateReply: !decorated,
      // The registries, and the logos and icons they name (not hashed: revalidated like the registries).
      allowedPath: (pathName) => PROJECT_FILE.test(pathName),
    });
  }
  return state;
}

const PROJECT_FILE = /^\/?([^/]+\.json|assets\/[^/]+\/[^/]+\.(svg|png|ico|webp))$/;

const NO_FALLBACK = /^\/(api|remotes|projects|oidc)(\/|$)/;
const NOT_STATIC = /^\/(api|oidc)(\/|$)/;

function appendVary(reply: FastifyReply, field: string) {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current.split(',').map((f) => f.trim().toLowerCase());
  if (fields.includes(field.toLowerCase()) || fields.includes('*')) return;
  reply.header('vary', current ? `${current}, ${field}` : field);
}

/**
 * SPA fallback: GET for a non-/api, non-/remotes, non-/projects, non-/oidc path without extension → index.html
 * (or, for /, the landing page: see rootPageFor).
 */
export function wantsSpaFallback(req: FastifyRequest, state: StaticState): boolean {
  if (!state.shellDist || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const pathname = req.url.split('?')[0] ?? '/';
  if (NO_FALLBACK.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/** The cookie the shell sets while a browser is signed in (a hint, no credential; nginx reads it too). */
export const SIGNED_IN_HINT_COOKIE = 'olympiad_signed_in';
const LANDING_PAGE = 'landing.html';

/**
 * The page that answers a request for `url` that falls back to the shell: the signed-out landing page for
 * exactly `/` (no query string at all: the sign-in callback is `/?code=…`) from a browser without the
 * signed-in hint, when the build made one; the app (index.html) for anything else. nginx applies the same
 * rule (deploy/nginx/olympiad.conf.template, $olympiad_root_page).
 */
export function rootPageFor(
  url: string,
  cookieHeader: string | undefined,
  hasLanding: boolean,
): 'landing.html' | 'index.html' {
  if (url !== '/' || !hasLanding) return 'index.html';
  return cookieValue(cookieHeader, SIGNED_IN_HINT_COOKIE) === '1' ? 'index.html' : LANDING_PAGE;
}

/** The first cookie of that name, as nginx's $cookie_<name> reads it. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq >= 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

export function sendSpaIndex(reply: FastifyReply, state: StaticState) {
  const { url, headers } = reply.request;
  const shellDist = state.shellDist!;
  const hasLanding = url === '/' && fs.existsSync(path.join(shellDist, LANDING_PAGE));
  reply.header('cache-control', NO_CACHE);
  // The answer for / depends on the signed-in hint: caches keep one per cookie.
  if (url.split('?')[0] === '/') appendVary(reply, 'Cookie');
  const page = rootPageFor(url, headers.cookie, hasLanding);
  return reply.code(200).sendFile(page, shellDist, { cacheControl: false });
}
