import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { rootPageFor, SIGNED_IN_HINT_COOKIE } from '../src/features/static/routes.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';

// The site's root: the signed-out landing page (shell/dist/landing.html) or the app (index.html). The
// database plays no part: PGlite alone.
const INDEX = '<!doctype html><title>shell</title>';
const LANDING = '<!doctype html><title>landing</title>';
const SIGNED_IN = { cookie: `${SIGNED_IN_HINT_COOKIE}=1` };

function makeStaticRoot({ landing }: { landing: boolean }): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-root-'));
  const dist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  const pages: [string, string][] = [['index.html', INDEX]];
  if (landing) pages.push(['landing.html', LANDING]);
  // Like the build: brotli and gzip copies next to each page.
  for (const [name, content] of pages) {
    fs.writeFileSync(path.join(dist, name), content);
    fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(content));
  }
  return root;
}

const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase());

describe('rootPageFor', () => {
  it('the landing page for a plain / without the signed-in hint, when there is one', () => {
    assert.equal(rootPageFor('/', undefined, true), 'landing.html');
    assert.equal(rootPageFor('/', '', true), 'landing.html');
    assert.equal(rootPageFor('/', 'theme=dark; olympiad_signed_in=0', true), 'landing.html');
    assert.equal(rootPageFor('/', 'xolympiad_signed_in=1', true), 'landing.html');
  });
  it('the app for a signed-in browser, a query string, any other path, or no landing page', () => {
    assert.equal(rootPageFor('/', 'olympiad_signed_in=1', true), 'index.html');
    assert.equal(rootPageFor('/', 'theme=dark;  olympiad_signed_in=1; lang=pt', true), 'index.html');
    assert.equal(rootPageFor('/?', undefined, true), 'index.html');
    assert.equal(rootPageFor('/?code=1&state=2', undefined, true), 'index.html');
    assert.equal(rootPageFor('/edicoes/ativas', undefined, true), 'index.html');
    assert.equal(rootPageFor('/', undefined, false), 'index.html');
  });
});

describe('static: the site root answers the landing page or the app', () => {
  let ctx: TestContext;
  let staticRoot: string;
  before(async () => {
    staticRoot = makeStaticRoot({ landing: true });
    ctx = await startApp(engines()[0]!, { STATIC_ROOT: staticRoot }, { seed: false });
  });
  after(async () => {
    await ctx?.close();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('/ without the signed-in cookie is the landing page, with the headers of index.html and Vary: Cookie', async () => {
    const res = await get('/');
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, LANDING);
    assert.match(String(res.headers['content-type']), /text\/html/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.ok(res.headers['content-security-policy'], 'the security headers');
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.ok(varies(res.headers).includes('cookie'), String(res.headers.vary));
    assert.ok(varies(res.headers).includes('accept-encoding'), String(res.headers.vary));

    const other = await get('/', { cookie: `theme=dark; ${SIGNED_IN_HINT_COOKIE}=0` });
    assert.equal(other.body, LANDING, 'only the value 1 is the hint');
  });

  it('/ with the signed-in cookie is the app, with Vary: Cookie', async () => {
    let res = await get('/', SIGNED_IN);
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, INDEX);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.ok(res.headers['content-security-policy']);
    assert.ok(varies(res.headers).includes('cookie'), String(res.headers.vary));
    res = await get('/', { cookie: `theme=dark; ${SIGNED_IN_HINT_COOKIE}=1; lang=pt` });
    assert.equal(res.body, INDEX);
  });

  it('/ with a query string (the sign-in callback) and the app routes are the app', async () => {
    for (const url of ['/?code=1&state=2', '/edicoes/ativas']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.body, INDEX, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
    }
    // inject() drops a bare `?`: over HTTP, as a browser sends it.
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const bare = await new Promise<string>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: '/?' }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        })
        .on('error', reject),
    );
    assert.equal(bare, INDEX, '/?');
    const route = await get('/edicoes/ativas');
    assert.ok(!varies(route.headers).includes('cookie'), 'an app route does not depend on the cookie');
  });

  it('sends the pre-compressed copy of the page chosen, as for index.html', async () => {
    let res = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(res.headers['content-encoding'], 'br');
    assert.match(String(res.headers['content-type']), /text\/html/);
    assert.equal(zlib.brotliDecompressSync(res.rawPayload).toString(), LANDING);
    assert.ok(varies(res.headers).includes('cookie'));
    res = await get('/', { 'accept-encoding': 'gzip', ...SIGNED_IN });
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(res.rawPayload).toString(), INDEX);
  });

  it('HEAD / chooses as GET does', async () => {
    let res = await ctx.app.inject({ method: 'HEAD', url: '/' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, '');
    assert.equal(res.headers['content-length'], String(LANDING.length));
    assert.ok(varies(res.headers).includes('cookie'));
    res = await ctx.app.inject({ method: 'HEAD', url: '/', headers: SIGNED_IN });
    assert.equal(res.headers['content-length'], String(INDEX.length));
  });

  it('/landing.html and /index.html are plain files', async () => {
    let res = await get('/landing.html', SIGNED_IN);
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, LANDING);
    assert.equal(res.headers['cache-control'], 'no-cache');
    res = await get('/index.html');
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, INDEX);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });
});

describe('static: without a landing page the site root is the app', () => {
  let ctx: TestContext;
  let staticRoot: string;
  before(async () => {
    staticRoot = makeStaticRoot({ landing: false });
    ctx = await startApp(engines()[0]!, { STATIC_ROOT: staticRoot }, { seed: false });
  });
  after(async () => {
    await ctx?.close();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  it('/ is index.html, signed in or not', async () => {
    for (const headers of [{}, SIGNED_IN]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/', headers });
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, INDEX);
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(res.rawPayload).toString(), INDEX);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/landing.html' })).statusCode, 404);
  });
});
