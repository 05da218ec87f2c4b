import path from 'node:path';

const NO_CACHE_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'app-config.json']);
/** A content hash of 8+ hex chars between dots or after a dash: main.1a2b3c4d.js, chunk-1a2b3c4d5e.css */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** The pre-compressed copy `x.js.br` / `x.js.gz` is cached as `x.js` is. */
const ENCODED_COPY = /\.(br|gz)$/;

/**
 * A file of a released remote version (`…/remotes/<folder>/<semver>/…`, see `pnpm release`): its path never
 * changes content, manifest and entry included, so all of it is immutable; the registry that names the
 * version is what gets revalidated.
 */
export const VERSIONED_REMOTE_PATH = /\/remotes\/[^/]+\/\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?\//;

export function cacheControlFor(filePath: string, { alwaysNoCache = false } = {}): string {
  const base = path.basename(filePath).replace(ENCODED_COPY, '');
  if (alwaysNoCache) return NO_CACHE;
  if (VERSIONED_REMOTE_PATH.test(filePath.split(path.sep).join('/'))) return IMMUTABLE;
  if (NO_CACHE_FILES.has(base)) return NO_CACHE;
  if (HASHED.test(base)) return IMMUTABLE;
  return NO_CACHE;
}
