// A tiny HTTP server for the bench's own pages (the baseline, the floor pages): fixed files from memory,
// compressed with Brotli when the browser accepts it, as the product's servers send theirs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface SiteFile {
  type: string;
  body: string | Buffer;
}

export interface Site {
  /** The site's address, ending in `/`. */
  url: string;
  close: () => Promise<void>;
}

export async function startStaticSite(files: Record<string, SiteFile>): Promise<Site> {
  const compressed = new Map(
    Object.entries(files).map(([name, file]) => [
      name,
      zlib.brotliCompressSync(file.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]),
  );
  const server = http.createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://site').pathname;
    const file = files[name];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': file.type,
      'cache-control':
        name.endsWith('.html') || name === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      ...(brotli ? { 'content-encoding': 'br' } : {}),
    });
    res.end(brotli ? compressed.get(name) : file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
