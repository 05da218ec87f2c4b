import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { sha256 } from '../src/auth/sessions.js';
import { hashPassword } from '../src/idp/passwords.js';
import { engines } from './helpers/engines.js';
import { PUBLIC_URL, startApp, type TestContext } from './helpers/app.js';
import { obtainIdToken, signIn, signInWithIdToken, type SignInResult } from './helpers/sign-in.js';

const JSONAPI = 'application/vnd.api+json';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

for (const engine of engines()) {
  describe(`identity and authorization (${engine.name})`, () => {
    let ctx: TestContext;
    let student: SignInResult;
    before(async () => {
      ctx = await startApp(engine);
      student = await signIn(ctx.app, 'aluno@olimpiada.dev');
    });
    after(async () => {
      await ctx?.close();
    });

    it('signs in through the built-in provider (code + PKCE) and reads the user with profiles', async () => {
      assert.equal(student.status, 200, 'seeded user already exists → 200');
      assert.match(student.headers['access-token'], /^[\w-]{40,}$/);
      assert.match(student.headers.client, /^[\w-]{16,}$/);
      assert.equal(student.body.data.type, 'users');
      assert.equal(student.body.data.id, student.headers.uid);
      assert.equal(student.body.data.attributes.email, 'aluno@olimpiada.dev');
      assert.match(student.body.data.attributes.fractal_id, /^local-\d+$/);

      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/user/${student.userId}?include=profiles`,
        headers: student.headers,
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['content-type']), /^application\/vnd\.api\+json/);
      const doc = res.json();
      assert.equal(doc.data.attributes.name, 'Bruno Aluno Pereira');
      assert.deepEqual(
        doc.data.relationships.profiles.data.map((p: { type: string }) => p.type),
        ['profiles'],
      );
      assert.equal(doc.included[0].attributes.role, 'student');
    });

    it('stores only the token hash, with an expiry', async () => {
      const row = await ctx.dbHandle.db
        .selectFrom('sessions')
        .selectAll()
        .where('client', '=', student.headers.client)
        .executeTakeFirstOrThrow();
      assert.equal(row.token_hash, sha256(student.headers['access-token']));
      assert.notEqual(row.token_hash, student.headers['access-token']);
      const hours = (row.expires_at.getTime() - Date.now()) / 3600_000;
      assert.ok(hours > 335 && hours <= 336, `ttl ${hours}`);
    });

    it('does not rotate the token per request', async () => {
      for (let i = 0; i < 2; i++) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/user/${student.userId}`,
          headers: student.headers,
        });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['access-token'], undefined);
      }
    });

    it('rejects a wrong password on the provider login form with the Portuguese message', async () => {
      await assert.rejects(
        obtainIdToken(ctx.app, 'aluno@olimpiada.dev', 'wrong-password'),
        /E-mail ou senha inválidos/,
      );
    });

    it("refuses the provider's token request from another site's page (CORS by the app's origins)", async () => {
      await assert.rejects(
        obtainIdToken(
          ctx.app,
          'aluno@olimpiada.dev',
          undefined,
          undefined,
          undefined,
          'https://evil.example',
        ),
        /token: 400 .*invalid_request/,
      );
    });

    it('creates a student on first sign-in with a new sub (201) and links the local account', async () => {
      const account = await ctx.dbHandle.db
        .insertInto('local_accounts')
        .values({ email: 'nova@olimpiada.dev', password_hash: await hashPassword('segredo123') })
        .returning('id')
        .executeTakeFirstOrThrow();
      const result = await signIn(ctx.app, 'nova@olimpiada.dev', 'segredo123');
      assert.equal(result.status, 201);
      assert.equal(result.body.data.attributes.fractal_id, `local-${account.id}`);
      assert.equal(result.body.data.attributes.email, 'nova@olimpiada.dev');
      assert.equal(result.body.data.relationships.profiles.data.length, 1);
      assert.equal(result.body.included[0].attributes.role, 'student');
      const linked = await ctx.dbHandle.db
        .selectFrom('local_accounts')
        .select('user_id')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      assert.equal(linked.user_id, result.userId);
      const again = await signIn(ctx.app, 'nova@olimpiada.dev', 'segredo123');
      assert.equal(again.status, 200);
      assert.equal(again.userId, result.userId);
    });

    it('401 without headers, with a forged token, with an unknown uid, and for an expired session', async () => {
      const url = `/api/user/${student.userId}`;
      let res = await ctx.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().errors[0].status, '401');
      res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { ...student.headers, 'access-token': 'forged' },
      });
      assert.equal(res.statusCode, 401);
      res = await ctx.app.inject({ method: 'GET', url, headers: { ...student.headers, uid: '999999' } });
      assert.equal(res.statusCode, 401);
      res = await ctx.app.inject({ method: 'GET', url, headers: { ...student.headers, uid: 'abc' } });
      assert.equal(res.statusCode, 401);

      const other = await signIn(ctx.app, 'aluno@olimpiada.dev');
      await ctx.dbHandle.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('client', '=', other.headers.client)
        .execute();
      res = await ctx.app.inject({ method: 'GET', url, headers: other.headers });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().errors[0].detail, 'Invalid or expired session');
    });

    it('rejects forged or foreign id tokens with 401', async () => {
      let res = await signInWithIdToken(ctx.app, 'not-a-jwt');
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().errors[0].source.pointer, '/data/attributes/datagateway_token');
      const real = student.idToken;
      const [h, p, s] = real.split('.');
      const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
      const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: 'local-1' })).toString('base64url')}.${s}`;
      res = await signInWithIdToken(ctx.app, tampered);
      assert.equal(res.statusCode, 401);
    });

    it('a user reads only themselves (403 for others); admin reads anyone', async () => {
      const admin = await signIn(ctx.app, 'admin@olimpiada.dev');
      let res = await ctx.app.inject({
        method: 'GET',
        url: `/api/user/${admin.userId}`,
        headers: student.headers,
      });
      assert.equal(res.statusCode, 403);
      res = await ctx.app.inject({
        method: 'GET',
        url: `/api/user/${student.userId}?include=profiles`,
        headers: admin.headers,
      });
      assert.equal(res.statusCode, 200);
      res = await ctx.app.inject({ method: 'GET', url: '/api/user/999999', headers: admin.headers });
      assert.equal(res.statusCode, 404);
      res = await ctx.app.inject({ method: 'GET', url: '/api/user/abc', headers: admin.headers });
      assert.equal(res.statusCode, 404);
    });

    it('student → GET /api/editions 403; coordinator → 200', async () => {
      let res = await ctx.app.inject({ method: 'GET', url: '/api/editions', headers: student.headers });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().errors[0].status, '403');
      const coordinator = await signIn(ctx.app, 'coordenador@olimpiada.dev');
      res = await ctx.app.inject({ method: 'GET', url: '/api/editions', headers: coordinator.headers });
      assert.equal(res.statusCode, 200);
      res = await ctx.app.inject({ method: 'DELETE', url: '/api/editions/1', headers: coordinator.headers });
      assert.equal(res.statusCode, 403);
    });

    it('sign_out deletes the session', async () => {
      const s = await signIn(ctx.app, 'aluna@olimpiada.dev');
      let res = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers: s.headers });
      assert.equal(res.statusCode, 204);
      res = await ctx.app.inject({ method: 'GET', url: `/api/user/${s.userId}`, headers: s.headers });
      assert.equal(res.statusCode, 401);
    });

    it('sessions survive a restart (signing key kept in the database)', async () => {
      const idToken = await obtainIdToken(ctx.app, 'aluna@olimpiada.dev');
      const app2 = await buildApp({ config: ctx.config, db: ctx.dbHandle, logger: false });
      try {
        const res = await signInWithIdToken(app2, idToken);
        assert.equal(res.statusCode, 200, res.body);
        const headers = {
          'access-token': String(res.headers['access-token']),
          uid: String(res.headers.uid),
          client: String(res.headers.client),
        };
        const me = await ctx.app.inject({ method: 'GET', url: `/api/user/${headers.uid}`, headers });
        assert.equal(me.statusCode, 200);
      } finally {
        await app2.close();
      }
    });

    it('rate-limits repeated sign-ins and provider login posts (429 JSON:API)', async () => {
      const config = loadConfig({
        PUBLIC_URL,
        SIGNIN_RATE_LIMIT: '3',
        LOG_LEVEL: 'silent',
        STATIC_ROOT: '/nonexistent',
      });
      const limited = await buildApp({ config, db: ctx.dbHandle, logger: false });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) statuses.push((await signInWithIdToken(limited, 'bad-token')).statusCode);
        assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
        const res = await signInWithIdToken(limited, 'bad-token');
        assert.match(String(res.headers['content-type']), /^application\/vnd\.api\+json/);
        assert.equal(res.json().errors[0].status, '429');
        assert.ok(res.headers['retry-after']);

        const form = { 'content-type': 'application/x-www-form-urlencoded' };
        const posts: number[] = [];
        for (let i = 0; i < 5; i++) {
          posts.push(
            (
              await limited.inject({
                method: 'POST',
                url: '/oidc/interaction/xyz/login',
                headers: form,
                payload: 'email=a&password=b',
              })
            ).statusCode,
          );
        }
        assert.deepEqual(posts.slice(3), [429, 429]);
      } finally {
        await limited.close();
      }
    });

    it('external issuer: verifies id_tokens through discovery + JWKS, and does not mount /oidc', async () => {
      const port = await freePort();
      const issuerApp = await buildApp({
        config: loadConfig({
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          CORS_ORIGINS: PUBLIC_URL,
          LOG_LEVEL: 'silent',
          STATIC_ROOT: '/nonexistent',
        }),
        db: ctx.dbHandle,
        logger: false,
      });
      await issuerApp.listen({ port, host: '127.0.0.1' });
      const relying = await buildApp({
        config: loadConfig({
          OIDC_ISSUER: `http://127.0.0.1:${port}/oidc`,
          PUBLIC_URL,
          LOG_LEVEL: 'silent',
          STATIC_ROOT: '/nonexistent',
        }),
        db: ctx.dbHandle,
        logger: false,
      });
      try {
        const idToken = await obtainIdToken(issuerApp, 'aluno@olimpiada.dev');
        const res = await signInWithIdToken(relying, idToken);
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().data.attributes.email, 'aluno@olimpiada.dev');
        // A token from the other issuer (ctx.app: http://localhost:8080/oidc) is rejected.
        assert.equal((await signInWithIdToken(relying, student.idToken)).statusCode, 401);
        const oidc = await relying.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
        assert.equal(oidc.statusCode, 404);
        const cfg = (await relying.inject({ method: 'GET', url: '/app-config.json' })).json();
        assert.equal(cfg.oidc.issuer, `http://127.0.0.1:${port}/oidc`);
      } finally {
        await relying.close();
        await issuerApp.close();
      }
    });

    it('accepts application/json too and answers JSON:API', async () => {
      // A token is exchanged once (sign-in-guards.test.ts): a fresh one.
      const idToken = await obtainIdToken(ctx.app, 'aluno@olimpiada.dev');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign_in',
        headers: { 'content-type': 'application/json' },
        payload: { data: { type: 'sessions', attributes: { datagateway_token: idToken } } },
      });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), new RegExp(`^${JSONAPI.replace(/[+.]/g, '\\$&')}`));
    });
  });
}
