#!/usr/bin/env node
// Assembles the static site that nginx serves in production (deploy/nginx/olympiad.conf.template):
//   <out>/                     shell/dist (index.html, the shell's assets, favicon)
//   <out>/remotes/<folder>/    each remote's dist (mf-manifest.json, remoteEntry.js, chunks)
//   <out>/projects/<id>.json   the project registries (deploy/projects)
// with the .br and .gz copies the build made next to each asset. `node scripts/site-bundle.mjs [--out DIR]`
// (default .site/, gitignored); it needs the built front ends (npm start or pnpm build makes them).
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SITE_PARTS = [
  { from: 'shell/dist', to: '.', check: 'index.html' },
  ...['mfe-auth-registration', 'mfe-exam-taking', 'mfe-edition-admin', 'mfe-grading-results'].map(
    (folder) => ({
      from: `${folder}/dist`,
      to: `remotes/${folder}`,
      check: 'mf-manifest.json',
    }),
  ),
  { from: 'deploy/projects', to: 'projects', check: '36.json' },
];

/** Copies every part into `out` (emptied first); throws naming what is not built. */
export function bundleSite(out = path.join(ROOT, '.site')) {
  const missing = SITE_PARTS.filter((part) => !existsSync(path.join(ROOT, part.from, part.check)));
  if (missing.length)
    throw new Error(
      `site-bundle: not built: ${missing.map((p) => `${p.from}/${p.check}`).join(', ')} ` +
        "(build with: pnpm -r --filter '!e2e' run build)",
    );
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const part of SITE_PARTS) {
    cpSync(path.join(ROOT, part.from), path.join(out, part.to), { recursive: true });
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  try {
    const out = bundleSite(values.out ? path.resolve(values.out) : undefined);
    console.log(`site-bundle: ${path.relative(process.cwd(), out) || '.'} assembled`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
