// The signed-out landing (`dist/landing.html`): a page of its own, not the app. The server answers a plain
// `/` with it when the browser's `olympiad_signed_in` cookie is missing (api/src/features/static,
// deploy/nginx). Its script (`src/landing/index.ts`) is bundled here by esbuild, with no React, Chakra or
// federation runtime, and its CSS (`src/landing/landing.css`) is inlined, so the page paints as soon as the
// configuration and the project's registry have answered. "Entrar" loads the sign-in code on the click.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { precompressFile } from 'tooling/webpack/precompress.cjs';

const shell = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(shell, 'dist');

/** An imported SVG is its data: URL, as webpack's `asset/inline` makes it for the app (the footer's logos). */
const svgAsDataUrl = {
  name: 'svg-data-url',
  setup(build) {
    build.onLoad({ filter: /\.svg$/ }, async (args) => ({
      contents: `data:image/svg+xml;base64,${(await fs.promises.readFile(args.path)).toString('base64')}`,
      loader: 'text',
    }));
  },
};

const result = await esbuild.build({
  entryPoints: { landing: path.join(shell, 'src/landing/index.ts') },
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  sourcemap: true,
  target: 'es2020',
  outdir: dist,
  entryNames: '[name].[hash]',
  chunkNames: 'landing-[name].[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [svgAsDataUrl],
  metafile: true,
  logLevel: 'warning',
});

// esbuild's content hashes are base32 (`landing.RUUIJI3I.js`); the servers cache as immutable the names
// with a hex hash (api/src/features/static/cache-control.ts, nginx's map), as webpack makes them. Each
// file is renamed with a hex hash derived from esbuild's, and every reference between them follows.
const renames = new Map();
const built = Object.keys(result.metafile.outputs).map((file) => path.relative(dist, path.resolve(file)));
for (const file of built) {
  const named = /^(.*)\.([A-Z0-9]{8})\.js$/.exec(file);
  if (named) {
    const hex = createHash('sha256').update(named[2]).digest('hex').slice(0, 8);
    renames.set(file, `${named[1]}.${hex}.js`);
  }
}
const renamed = (name) => {
  const js = name.replace(/\.map$/, '');
  return renames.has(js) ? `${renames.get(js)}${name.endsWith('.map') ? '.map' : ''}` : name;
};
for (const file of built) {
  let text = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const [from, to] of renames) text = text.split(from).join(to);
  fs.rmSync(path.join(dist, file));
  fs.writeFileSync(path.join(dist, renamed(file)), text);
}
const outputs = built.map(renamed);
const entry = outputs.find((file) => /^landing\.[0-9a-f]{8}\.js$/.test(file));
if (!entry) throw new Error(`build-landing: no entry among ${outputs.join(', ')}`);
// The app's start-up scripts (the preload list webpack's build wrote into index.html): the landing
// prefetches them once "Entrar" is clicked (src/landing/prefetch-app.ts).
const appHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const appScripts = [...appHtml.matchAll(/<link\b[^>]*>/g)]
  .map(([tag]) => tag)
  .filter((tag) => /\brel="?preload"?[\s>]/.test(tag) && /\bas="?script"?[\s>]/.test(tag))
  .map((tag) => /\bhref="?([^"\s>]+)/.exec(tag)?.[1])
  .filter(Boolean)
  .map((href) => new URL(href, 'http://site/').pathname);
if (appScripts.length === 0) throw new Error('build-landing: no preloaded script in index.html');
const css = fs
  .readFileSync(path.join(shell, 'src/landing/landing.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '');

const html = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Olimpíada</title>
    <link rel="icon" href="/favicon.svg" />
    <link rel="preload" as="fetch" crossorigin="anonymous" href="/app-config.json" />
    <meta name="olympiad-app-scripts" content="${appScripts.join(' ')}" />
    <style>${css.replace(/\s*\n\s*/g, ' ').trim()}</style>
    <script type="module" src="/${entry}"></script>
  </head>
  <body>
    <noscript>Ative o JavaScript para usar a plataforma da olimpíada.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
fs.writeFileSync(path.join(dist, 'landing.html'), html);

// Pre-compressed copies, as the app's build leaves next to each of its text assets.
for (const file of ['landing.html', ...outputs.filter((f) => f.endsWith('.js'))])
  precompressFile(path.join(dist, file));
const kb = (file) => (fs.statSync(path.join(dist, `${file}.br`)).size / 1024).toFixed(1);
console.log(`landing: ${entry} ${kb(entry)} KB br, landing.html ${kb('landing.html')} KB br`);
