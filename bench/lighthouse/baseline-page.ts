// The baseline: a static page with a heading and a paragraph, no script, served on this machine in the same
// run. Lighthouse's figures for it are the floor set by the simulated network (round trips of Slow 4G), so
// a screen's figure divided by the baseline's says how much the product adds to it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head>
<body><h1>Olimpíada</h1><p>Uma página estática, sem JavaScript: o piso da rede simulada.</p></body></html>`;

export async function startBaselinePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
