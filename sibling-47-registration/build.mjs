// Builds the parcel as one plain ES module (dist/parcel.js) with esbuild, plus pre-compressed copies
// (.br at the best quality, .gz) as the webpack builds make them (DESIGN §9). `--watch` rebuilds on change
// and serves dist/ on http://localhost:3005 with CORS, the entry deploy/projects-dev/47.json names.
import { build, context } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressFile } from 'tooling/webpack/precompress.cjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');
const watch = process.argv.includes('--watch');

const options = {
  entryPoints: { parcel: path.join(here, 'src/index.ts') },
  outdir,
  bundle: true,
  format: 'esm',
  splitting: false,
  target: 'es2020',
  minify: !watch,
  sourcemap: watch ? 'inline' : false,
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  logLevel: 'info',
};

if (watch) {
  const ctx = await context(options);
  await ctx.watch();
  const { port } = await ctx.serve({ port: 3005, servedir: outdir, cors: { origin: '*' } });
  console.log(`sibling-47-registration: http://localhost:${port}/parcel.js`);
} else {
  rmSync(outdir, { recursive: true, force: true });
  await build(options);
  precompressFile(path.join(outdir, 'parcel.js'));
}
