// The baseline: a static page with a heading and a paragraph, no script, served on this machine in the same
// run. Lighthouse's figures for it are the floor set by the simulated network (round trips of Slow 4G), so
// a screen's figure divided by the baseline's says how much the product adds to it.
import { startStaticSite, type Site } from './static-site.ts';

const PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head>
<body><h1>Olimpíada</h1><p>Uma página estática, sem JavaScript: o piso da rede simulada.</p></body></html>`;

export function startBaselinePage(): Promise<Site> {
  return startStaticSite({ '/': { type: 'text/html; charset=utf-8', body: PAGE } });
}
