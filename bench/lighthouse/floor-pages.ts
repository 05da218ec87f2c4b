// The floor pages: the editions list's first screen (static rows, no network read) rendered by React alone
// and by React with Chakra UI on the product's system, each bundled here by esbuild (minified, production)
// and served compressed. Their Lighthouse figures are what the rendering stack costs on the simulated phone
// before any of the product's own code: no screen built on that stack can do better than its floor.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { startStaticSite, type Site, type SiteFile } from './static-site.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export const FLOORS = [
  { id: 'floorReact', label: 'floor: React, plain elements', entry: 'floor/react-plain.tsx' },
  { id: 'floorChakra', label: 'floor: React + Chakra UI', entry: 'floor/react-chakra.tsx' },
] as const;
export type FloorId = (typeof FLOORS)[number]['id'];

async function bundle(entry: string): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(here, entry)],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild gave nothing for ${entry}`);
  return output.text;
}

const page = (title: string) => `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<script type="module" src="/app.js"></script></head><body><div id="root"></div></body></html>`;

/** One site per floor page; `urls` by floor id. */
export async function startFloorPages(): Promise<{ urls: Record<FloorId, string>; sites: Site[] }> {
  const sites: Site[] = [];
  const urls = {} as Record<FloorId, string>;
  for (const floor of FLOORS) {
    const files: Record<string, SiteFile> = {
      '/': { type: 'text/html; charset=utf-8', body: page(floor.label) },
      '/app.js': { type: 'text/javascript; charset=utf-8', body: await bundle(floor.entry) },
    };
    const site = await startStaticSite(files);
    sites.push(site);
    urls[floor.id] = site.url;
  }
  return { urls, sites };
}
