// deploy/nginx: the site template run by nginx (Debian's, as `pnpm test:prod` runs it) over a small site.
// The site's root answers the signed-out landing page or the app as the API does (rootPageFor in
// api/src/features/static/routes.ts), with the headers of the other static answers. Skipped without nginx.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { findNginx, startNginx, writeNginxConfig } from '../../scripts/prod/nginx.mjs';

const INDEX = '<!doctype html><title>shell</title>';
const LANDING = '<!doctype html><title>landing</title>';
const SIGNED_IN = { cookie: 'olympiad_signed_in=1' };
// What every static answer carries (the API's cache and security headers), Vary aside.
const SAME_HEADERS = [
  'cache-control',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
];

const nginx = findNginx();

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const varies = (headers) =>
  String(headers.vary ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase());

describe('deploy/nginx: the site root', { skip: nginx ? false : 'nginx is not installed' }, () => {
  let work;
  let site;
  let port;
  let brotli;
  let proxy;

  /** A request as a browser sends it (the target verbatim), answered as nginx sends it. */
  const request = (target, headers = {}, method = 'GET') =>
    new Promise((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject)
        .end();
    });

  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'nginx-site-'));
    site = path.join(work, 'site');
    mkdirSync(site);
    // Like the build: brotli and gzip copies next to each page.
    for (const [name, content] of Object.entries({ 'index.html': INDEX, 'landing.html': LANDING })) {
      const file = path.join(site, name);
      writeFileSync(file, content);
      writeFileSync(`${file}.br`, brotliCompressSync(content));
      writeFileSync(`${file}.gz`, gzipSync(content));
    }
    port = await freePort();
    const prefix = path.join(work, 'nginx');
    let confPath;
    ({ confPath, brotli } = writeNginxConfig({
      prefix,
      listen: `127.0.0.1:${port}`,
      siteRoot: site,
      // No API here: only the static answers are asked for.
      upstreams: ['127.0.0.1:9'],
    }));
    proxy = startNginx(nginx, { prefix, confPath });
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (proxy.exitCode !== null) throw new Error(`nginx exited with ${proxy.exitCode}`);
      try {
        if ((await request('/index.html')).status === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('nginx did not answer within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  after(async () => {
    if (proxy && proxy.exitCode === null && proxy.signalCode === null) {
      const exited = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGTERM');
      await exited;
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('without the signed-in cookie, / is the landing page, with the headers of the app and Vary: Cookie', async () => {
    const root = await request('/');
    assert.equal(root.status, 200);
    assert.equal(root.body.toString(), LANDING);
    assert.match(String(root.headers['content-type']), /text\/html/);
    assert.equal(root.headers['cache-control'], 'no-cache');
    assert.ok(varies(root.headers).includes('cookie'), String(root.headers.vary));
    assert.ok(varies(root.headers).includes('accept-encoding'), String(root.headers.vary));
    const route = await request('/edicoes/ativas');
    for (const name of SAME_HEADERS) {
      assert.ok(route.headers[name], name);
      assert.equal(root.headers[name], route.headers[name], name);
    }
    const other = await request('/', { cookie: 'theme=dark; olympiad_signed_in=0' });
    assert.equal(other.body.toString(), LANDING, 'only the value 1 is the hint');
  });

  it('with the signed-in cookie, / is the app, with Vary: Cookie', async () => {
    for (const cookie of ['olympiad_signed_in=1', 'theme=dark; olympiad_signed_in=1; lang=pt']) {
      const res = await request('/', { cookie });
      assert.equal(res.status, 200, cookie);
      assert.equal(res.body.toString(), INDEX, cookie);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.ok(res.headers['content-security-policy']);
      assert.ok(varies(res.headers).includes('cookie'), String(res.headers.vary));
    }
  });

  it('/ with any query string, and the app routes, are the app', async () => {
    for (const target of ['/?x', '/?', '/?code=1&state=2', '/edicoes/ativas']) {
      const res = await request(target);
      assert.equal(res.status, 200, target);
      assert.equal(res.body.toString(), INDEX, target);
      assert.equal(res.headers['cache-control'], 'no-cache', target);
    }
    const route = await request('/edicoes/ativas');
    assert.deepEqual(
      varies(route.headers),
      ['accept-encoding'],
      'an app route does not depend on the cookie',
    );
    assert.equal((await request('/no-such-chunk.1234abcd.js')).status, 404);
  });

  it('sends the pre-compressed copy of the page chosen', async () => {
    let res = await request('/', { 'accept-encoding': 'br, gzip' });
    assert.equal(res.headers['content-encoding'], brotli ? 'br' : 'gzip');
    assert.match(String(res.headers['content-type']), /text\/html/);
    const decode = brotli ? brotliDecompressSync : gunzipSync;
    assert.equal(decode(res.body).toString(), LANDING);
    assert.ok(varies(res.headers).includes('cookie'));
    res = await request('/', { 'accept-encoding': 'gzip', ...SIGNED_IN });
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(res.body).toString(), INDEX);
  });

  it('HEAD / chooses as GET does', async () => {
    let res = await request('/', {}, 'HEAD');
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-length'], String(LANDING.length));
    assert.ok(varies(res.headers).includes('cookie'));
    res = await request('/', SIGNED_IN, 'HEAD');
    assert.equal(res.headers['content-length'], String(INDEX.length));
  });

  it('/landing.html and /index.html are plain files', async () => {
    let res = await request('/landing.html', SIGNED_IN);
    assert.equal(res.status, 200);
    assert.equal(res.body.toString(), LANDING);
    assert.equal(res.headers['cache-control'], 'no-cache');
    res = await request('/index.html');
    assert.equal(res.status, 200);
    assert.equal(res.body.toString(), INDEX);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  // Last: it takes the landing page away.
  it('without a landing page, / is the app', async () => {
    for (const suffix of ['', '.br', '.gz']) rmSync(path.join(site, `landing.html${suffix}`));
    for (const headers of [{}, SIGNED_IN, { 'accept-encoding': 'gzip' }]) {
      const res = await request('/', headers);
      assert.equal(res.status, 200);
      const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
      assert.equal(body.toString(), INDEX);
    }
  });
});
