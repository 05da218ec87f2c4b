import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { parseProjectHosts } from '../src/features/app-config/project-hosts.js';
import { engines } from './helpers/engines.js';
import { PUBLIC_URL, startApp, type TestContext } from './helpers/app.js';
import { directives } from './helpers/csp.js';
import { obtainIdToken, signInWithIdToken } from './helpers/sign-in.js';

const PROJECT_HOSTS = 'obia.localhost=36, Professores.localhost=47';
const TEACHERS = 'http://professores.localhost:8080';

describe('PROJECT_HOSTS', () => {
  it('maps host names to projects, each site served like PUBLIC_URL (scheme and port)', () => {
    assert.deepEqual(parseProjectHosts(PROJECT_HOSTS, 'http://127.0.0.1:8200'), [
      { hostname: 'obia.localhost', projectId: 36, origin: 'http://obia.localhost:8200' },
      { hostname: 'professores.localhost', projectId: 47, origin: 'http://professores.localhost:8200' },
    ]);
    assert.deepEqual(parseProjectHosts('olimpiada.example.org=47', 'https://app.example.org'), [
      { hostname: 'olimpiada.example.org', projectId: 47, origin: 'https://olimpiada.example.org' },
    ]);
    assert.deepEqual(parseProjectHosts(undefined, PUBLIC_URL), []);
  });

  for (const [value, why] of [
    ['obia.localhost', /host=projectId/],
    ['obia.localhost:8080=36', /host=projectId/],
    ['obia.localhost=0', /host=projectId/],
    ['http://obia.localhost=36', /host=projectId/],
    ['a.localhost=36,A.localhost=47', /a\.localhost is listed twice/],
  ] as const) {
    it(`refuses "${value}" with a readable message`, () => {
      assert.throws(
        () => loadConfig({ PROJECT_HOSTS: value }),
        (e: Error) => {
          assert.match(e.message, /PROJECT_HOSTS/);
          assert.match(e.message, why);
          return true;
        },
      );
    });
  }
});

for (const engine of engines()) {
  describe(`one server, a project per host name (${engine.name})`, () => {
    let ctx: TestContext;
    let staticRoot: string;
    before(async () => {
      staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'h4b-project-hosts-'));
      fs.mkdirSync(path.join(staticRoot, 'deploy/projects/assets/47'), { recursive: true });
      fs.writeFileSync(path.join(staticRoot, 'deploy/projects/47.json'), '{"projectId":47}');
      fs.writeFileSync(path.join(staticRoot, 'deploy/projects/assets/47/logo.svg'), '<svg/>');
      fs.writeFileSync(path.join(staticRoot, 'deploy/projects/assets/47/notes.txt'), 'not served');
      ctx = await startApp(engine, { PROJECT_ID: '36', PROJECT_HOSTS, STATIC_ROOT: staticRoot });
    });
    after(async () => {
      await ctx?.close();
      fs.rmSync(staticRoot, { recursive: true, force: true });
    });

    const projectAt = async (host: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/app-config.json', headers: { host } })).json().projectId;

    it("answers the app config with the project of the request's host name, else PROJECT_ID", async () => {
      assert.equal(await projectAt('professores.localhost:8080'), 47);
      assert.equal(await projectAt('PROFESSORES.localhost'), 47);
      assert.equal(await projectAt('obia.localhost:8080'), 36);
      assert.equal(await projectAt('localhost:8080'), 36);
      assert.equal(await projectAt('outro.localhost'), 36);
      const cfg = (
        await ctx.app.inject({
          method: 'GET',
          url: '/app-config.json',
          headers: { host: 'professores.localhost' },
        })
      ).json();
      // One identity provider for every host: the issuer stays on the public URL.
      assert.equal(cfg.oidc.issuer, `${PUBLIC_URL}/oidc`);
    });

    it("serves a project's images beside its registry, revalidated, and nothing else from there", async () => {
      let res = await ctx.app.inject({ method: 'GET', url: '/projects/assets/47/logo.svg' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
      res = await ctx.app.inject({ method: 'GET', url: '/projects/assets/47/notes.txt' });
      assert.equal(res.statusCode, 404);
    });

    it('signs in from a project host: the provider sends the browser back to that host', async () => {
      const idToken = await obtainIdToken(
        ctx.app,
        'professor@olimpiada.dev',
        undefined,
        undefined,
        undefined,
        TEACHERS,
        TEACHERS,
      );
      const res = await signInWithIdToken(ctx.app, idToken);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.email, 'professor@olimpiada.dev');
    });

    it('refuses to send a code to a host PROJECT_HOSTS does not name', async () => {
      await assert.rejects(
        obtainIdToken(
          ctx.app,
          'professor@olimpiada.dev',
          undefined,
          undefined,
          undefined,
          'http://evil.localhost:8080',
          'http://evil.localhost:8080',
        ),
        /authorization: 400/,
      );
    });

    it("lets the project hosts' pages call the provider and its form lead back to them (CSP)", async () => {
      const res = await ctx.app.inject({ url: '/api/health' });
      const csp = directives(String(res.headers['content-security-policy']));
      assert.deepEqual(csp['connect-src'], ["'self'", PUBLIC_URL]);
      assert.deepEqual(csp['form-action'], ["'self'", PUBLIC_URL, 'http://obia.localhost:8080', TEACHERS]);
    });
  });
}
