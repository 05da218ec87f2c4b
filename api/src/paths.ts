import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package folder, found by walking up from this module (works from src/, dist/ and bundle chunks). */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'api'
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('api package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export const apiRoot = findApiRoot();
/** Repository root: the folder above the api package. */
export const repoRoot = path.dirname(apiRoot);
/** Vendored reference data (IBGE states and municipalities, see its README). */
export const referenceDataDir = path.join(apiRoot, 'src', 'seed', 'reference');
