// Bundles the API with esbuild: every npm dependency stays external (loaded from node_modules at run
// time), while workspace code — shared-contracts' registration rules — is compiled into the bundle, so
// the server re-checks input with exactly the schemas the forms use.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(apiDir, 'dist');
const bundled = ['shared-contracts'];

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/main.ts', 'src/cli/import-schools.ts', 'src/cli/migrate.ts'],
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          const isWorkspace = bundled.some((name) => args.path === name || args.path.startsWith(`${name}/`));
          return isWorkspace ? undefined : { path: args.path, external: true };
        });
      },
    },
  ],
});
