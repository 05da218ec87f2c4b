import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { latestMigrationName, migrations } from '../src/db/migrations/index.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function makeStaticRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-root-'));
  const write = (rel: string, content: string) => {
    const p = path.join(root, rel);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, content);
  };
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
  write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('mfe-exam-taking/dist/remoteEntry.js', 'var remote;');
  write('mfe-exam-taking/dist/mf-manifest.json', '{"name":"mfe_exam_taking"}');
  write('mfe-exam-taking/dist/123.abcdef1234.js', 'chunk');
  write('deploy/projects/36.json', '{"projectId":36}');
  write('deploy/projects/47.json', '{"projectId":47}');
  // What `pnpm release` publishes (RELEASES_DIR defaults to <STATIC_ROOT>/.releases): a version of a
  // built remote, a version of a remote with no local build, and project 47's published registry.
  write('.releases/remotes/mfe-exam-taking/1.2.0/mf-manifest.json', '{"name":"mfe_exam_taking","v":"1.2.0"}');
  write('.releases/remotes/mfe-exam-taking/1.2.0/remoteEntry.js', 'var remote120;');
  write('.releases/remotes/sibling-remote/0.3.1-a1b2/remoteEntry.js', 'var sibling;');
  write('.releases/projects/47.json', '{"projectId":47,"released":true}');
  // What the build leaves next to each text asset: brotli and gzip copies (tooling/webpack/precompress.cjs).
  for (const rel of [
    'shell/dist/index.html',
    'shell/dist/main.1a2b3c4d.js',
    'mfe-exam-taking/dist/remoteEntry.js',
  ]) {
    const content = fs.readFileSync(path.join(root, rel));
    fs.writeFileSync(path.join(root, `${rel}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(root, `${rel}.gz`), zlib.gzipSync(content));
  }
  write('deploy/projects/notes.txt', 'not served');
  return root;
}

for (const engine of engines()) {
  describe(`platform: health, static, app-config, docs, CORS (${engine.name})`, () => {
    let ctx: TestContext;
    let staticRoot: string;
    before(async () => {
      staticRoot = makeStaticRoot();
      ctx = await startApp(
        engine,
        {
          STATIC_ROOT: staticRoot,
          PROJECT_ID: '36',
          CORS_ORIGINS: 'http://localhost:3001,https://olimpiada.example',
        },
        { seed: false },
      );
    });
    after(async () => {
      await ctx?.close();
      fs.rmSync(staticRoot, { recursive: true, force: true });
    });

    it('GET /api/health reports engine and migration level', async () => {
      let res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), {
        status: 'ok',
        database: engine.name,
        migration: latestMigrationName,
        migrations: Object.keys(migrations).length,
      });
      res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().status, 'ready');
    });

    it('serves the shell with cache headers and SPA fallback', async () => {
      let res = await ctx.app.inject({ method: 'GET', url: '/' });
      assert.equal(res.statusCode, 200);
      assert.match(res.body, /<title>shell<\/title>/);
      assert.equal(res.headers['cache-control'], 'no-cache');

      res = await ctx.app.inject({ method: 'GET', url: '/main.1a2b3c4d.js' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], IMMUTABLE);

      for (const url of ['/edicoes/ativas', '/admin/edicoes/12', '/inscricoes/1/estudante?x=1']) {
        res = await ctx.app.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 200, url);
        assert.match(res.body, /<title>shell<\/title>/, url);
        assert.equal(res.headers['cache-control'], 'no-cache', url);
      }
      res = await ctx.app.inject({ method: 'GET', url: '/favicon.ico' });
      assert.equal(res.statusCode, 200, 'the favicon is the shell icon, not a 404');
      assert.match(String(res.headers['content-type']), /image\/svg\+xml/);
      res = await ctx.app.inject({ method: 'GET', url: '/missing.js' });
      assert.equal(res.statusCode, 404);
      res = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
      assert.equal(res.statusCode, 404);
      assert.match(String(res.headers['content-type']), /vnd\.api\+json/);
      res = await ctx.app.inject({ method: 'POST', url: '/edicoes', payload: {} });
      assert.equal(res.statusCode, 404);
    });

    it('sends the pre-compressed copy the browser accepts, with Content-Encoding and Vary', async () => {
      const get = (url: string, headers: Record<string, string> = {}) =>
        ctx.app.inject({ method: 'GET', url, headers });
      let res = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(res.headers['content-encoding'], 'br');
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.match(String(res.headers['content-type']), /javascript/);
      assert.equal(res.headers['cache-control'], IMMUTABLE);
      assert.equal(zlib.brotliDecompressSync(res.rawPayload).toString(), 'console.log("shell")');

      res = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
      assert.equal(res.headers['content-encoding'], 'gzip');
      assert.equal(zlib.gunzipSync(res.rawPayload).toString(), 'console.log("shell")');

      res = await get('/main.1a2b3c4d.js');
      assert.equal(res.headers['content-encoding'], undefined);
      assert.equal(res.body, 'console.log("shell")');

      // The SPA fallback and a remote's entry are compressed too, and stay revalidated.
      res = await get('/edicoes/ativas', { 'accept-encoding': 'br' });
      assert.equal(res.headers['content-encoding'], 'br');
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.match(zlib.brotliDecompressSync(res.rawPayload).toString(), /<title>shell<\/title>/);
      res = await get('/remotes/mfe-exam-taking/remoteEntry.js', { 'accept-encoding': 'br' });
      assert.equal(res.headers['content-encoding'], 'br');
      assert.equal(res.headers['cache-control'], 'no-cache');

      // A revalidation of an unchanged file is a 304.
      const etag = String(res.headers.etag);
      res = await get('/remotes/mfe-exam-taking/remoteEntry.js', {
        'accept-encoding': 'br',
        'if-none-match': etag,
      });
      assert.equal(res.statusCode, 304);
    });

    it('serves remotes and project registries with cache headers', async () => {
      let res = await ctx.app.inject({ method: 'GET', url: '/remotes/mfe-exam-taking/remoteEntry.js' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-cache');
      res = await ctx.app.inject({ method: 'GET', url: '/remotes/mfe-exam-taking/mf-manifest.json' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-cache');
      res = await ctx.app.inject({ method: 'GET', url: '/remotes/mfe-exam-taking/123.abcdef1234.js' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], IMMUTABLE);
      res = await ctx.app.inject({ method: 'GET', url: '/remotes/mfe-exam-taking/nope' });
      assert.equal(res.statusCode, 404, 'no SPA fallback under /remotes');
      res = await ctx.app.inject({ method: 'GET', url: '/remotes/mfe-auth-registration/remoteEntry.js' });
      assert.equal(res.statusCode, 404, 'remote not built');

      res = await ctx.app.inject({ method: 'GET', url: '/projects/36.json' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.deepEqual(res.json(), { projectId: 36 });
      res = await ctx.app.inject({ method: 'GET', url: '/projects/notes.txt' });
      assert.equal(res.statusCode, 404);
    });

    it('serves released remote versions as immutable, and a published registry before the committed one', async () => {
      let res = await ctx.app.inject({
        method: 'GET',
        url: '/remotes/mfe-exam-taking/1.2.0/mf-manifest.json',
      });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { name: 'mfe_exam_taking', v: '1.2.0' });
      assert.equal(res.headers['cache-control'], IMMUTABLE, 'a versioned path never changes');
      res = await ctx.app.inject({ method: 'GET', url: '/remotes/mfe-exam-taking/1.2.0/remoteEntry.js' });
      assert.equal(res.body, 'var remote120;');
      assert.equal(res.headers['cache-control'], IMMUTABLE);
      // The current build stays at the unversioned path, revalidated.
      res = await ctx.app.inject({ method: 'GET', url: '/remotes/mfe-exam-taking/remoteEntry.js' });
      assert.equal(res.body, 'var remote;');
      assert.equal(res.headers['cache-control'], 'no-cache');
      res = await ctx.app.inject({ method: 'GET', url: '/remotes/sibling-remote/0.3.1-a1b2/remoteEntry.js' });
      assert.equal(res.statusCode, 200, 'a remote released but not built here');
      assert.equal(res.headers['cache-control'], IMMUTABLE);
      res = await ctx.app.inject({ method: 'GET', url: '/remotes/mfe-exam-taking/9.9.9/remoteEntry.js' });
      assert.equal(res.statusCode, 404);

      res = await ctx.app.inject({ method: 'GET', url: '/projects/47.json' });
      assert.deepEqual(res.json(), { projectId: 47, released: true });
      res = await ctx.app.inject({
        method: 'GET',
        url: '/projects/47.json',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      assert.deepEqual(res.json(), { projectId: 47, released: true }, 'what a browser asks for, too');
      assert.equal(res.headers['cache-control'], 'no-cache');
      res = await ctx.app.inject({ method: 'GET', url: '/projects/36.json' });
      assert.deepEqual(res.json(), { projectId: 36 }, 'no published registry: the committed one');
    });

    it('GET /app-config.json', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/app-config.json' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.deepEqual(res.json(), {
        projectId: 36,
        apiBase: '/api',
        oidc: { issuer: 'http://localhost:8080/oidc', clientId: 'olympiad-web' },
      });
    });

    it('OpenAPI document at /api/docs/json and UI at /api/docs', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      assert.equal(res.statusCode, 200);
      const doc = res.json();
      assert.ok(doc.openapi.startsWith('3.'));
      for (const p of [
        '/api/auth/sign_in',
        '/api/editions',
        '/api/active-edition',
        '/api/inactive-edition',
        '/api/edition/{id}',
        '/api/user/{id}',
        '/api/health',
      ]) {
        assert.ok(doc.paths[p], `documented: ${p}`);
      }
      assert.ok(!Object.keys(doc.paths).some((p) => p.startsWith('/oidc')), 'provider routes hidden');
      const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
      assert.ok([200, 302].includes(ui.statusCode));
    });

    it('OIDC discovery is served by the built-in provider', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/oidc/.well-known/openid-configuration',
        headers: { host: 'localhost:8080' },
      });
      assert.equal(res.statusCode, 200);
      const meta = res.json();
      assert.equal(meta.issuer, 'http://localhost:8080/oidc');
      assert.equal(meta.authorization_endpoint, 'http://localhost:8080/oidc/auth');
      assert.deepEqual(meta.code_challenge_methods_supported, ['S256']);
      const jwks = await ctx.app.inject({
        method: 'GET',
        url: '/oidc/jwks',
        headers: { host: 'localhost:8080' },
      });
      assert.equal(jwks.json().keys[0].kty, 'RSA');
      assert.equal(jwks.json().keys[0].d, undefined, 'no private parts');
    });

    it('CORS: allowed origins and exposed headers', async () => {
      let res = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/editions',
        headers: {
          origin: 'http://localhost:3001',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'access-token,uid,client',
        },
      });
      assert.equal(res.statusCode, 204);
      assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:3001');
      res = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://olimpiada.example' },
      });
      assert.equal(res.headers['access-control-allow-origin'], 'https://olimpiada.example');
      const exposed = String(res.headers['access-control-expose-headers']);
      for (const h of ['access-token', 'uid', 'client', 'x-total-count', 'x-total-pages'])
        assert.ok(exposed.includes(h), h);
      res = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      assert.equal(res.headers['access-control-allow-origin'], undefined);
    });
  });
  describe(`platform: API compression (${engine.name})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await startApp(engine);
    });
    after(async () => {
      await ctx?.close();
    });

    it('compresses API JSON of 1 KB or more, and leaves small answers as they are', async () => {
      let res = await ctx.app.inject({
        method: 'GET',
        url: '/api/states',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], 'br');
      assert.match(String(res.headers.vary), /accept-encoding/i);
      const states = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString());
      assert.equal(states.data.length, 20, 'the first page of states, decoded');

      res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
      assert.equal(res.headers['content-encoding'], undefined, 'small JSON is sent as it is');
      assert.equal(res.json().status, 'ok');
    });
  });

  describe(`platform: liveness and readiness when the database is gone (${engine.name})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await startApp(engine, {}, { seed: false });
    });
    after(async () => {
      await ctx?.app.close();
    });

    it('/api/health stays up without touching the database; /api/ready answers 503', async () => {
      await ctx.dbHandle.close();
      let res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().status, 'ok');
      res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().errors[0].code, 'database.error.unavailable');
      assert.ok(Number(res.headers['retry-after']) > 0, 'with Retry-After');
    });
  });
}

describe('platform: a release published while the API runs is served at once', () => {
  const [engine] = engines();
  let ctx: TestContext;
  let staticRoot: string;
  let releasesDir: string;
  before(async () => {
    staticRoot = makeStaticRoot();
    // An empty RELEASES_DIR that does not exist yet when the API starts (a first `pnpm release` later).
    releasesDir = path.join(staticRoot, 'not-yet', 'releases');
    ctx = await startApp(engine!, { STATIC_ROOT: staticRoot, RELEASES_DIR: releasesDir }, { seed: false });
  });
  after(async () => {
    await ctx?.close();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  it('serves the new version, a remote never seen before and the published registry', async () => {
    let res = await ctx.app.inject({ method: 'GET', url: '/projects/36.json' });
    assert.deepEqual(res.json(), { projectId: 36 });
    const write = (rel: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(releasesDir, rel)), { recursive: true });
      fs.writeFileSync(path.join(releasesDir, rel), content);
    };
    write('remotes/mfe-exam-taking/1.3.0-b/remoteEntry.js', 'var remote130;');
    write('remotes/late-remote/2.0.0/remoteEntry.js', 'var late;');
    write('remotes/late-remote/notes.txt', 'not a version');
    write('projects/36.json', '{"projectId":36,"released":true}');

    res = await ctx.app.inject({ method: 'GET', url: '/remotes/mfe-exam-taking/1.3.0-b/remoteEntry.js' });
    assert.equal(res.body, 'var remote130;');
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    res = await ctx.app.inject({ method: 'GET', url: '/remotes/late-remote/2.0.0/remoteEntry.js' });
    assert.equal(res.body, 'var late;');
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    res = await ctx.app.inject({ method: 'GET', url: '/remotes/late-remote/notes.txt' });
    assert.equal(res.statusCode, 404, 'only versioned paths of a released remote');
    res = await ctx.app.inject({
      method: 'GET',
      url: '/projects/36.json',
      headers: { 'accept-encoding': 'br, gzip' }, // as browsers ask
    });
    assert.deepEqual(res.json(), { projectId: 36, released: true });
    assert.equal(res.headers['cache-control'], 'no-cache');
  });
});
