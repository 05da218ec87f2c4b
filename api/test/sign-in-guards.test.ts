// Issue 12, identity defects: an id_token is exchanged once; the provider's password form limits each
// account (not only each IP) with a growing backoff; a proxy without TRUST_PROXY is warned about; and an
// account's sessions can be ended on every device (by the user, or by an admin).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { authenticate } from '../src/auth/auth-hook.js';
import { hashPassword } from '../src/idp/passwords.js';
import { claimIdToken, usedTokenKey } from '../src/auth/used-id-tokens.js';
import { throttleKey } from '../src/idp/login-throttle.js';
import { PROXY_WARNING, resetProxyWarning } from '../src/http/proxy-warning.js';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { engines } from './helpers/engines.js';
import { PUBLIC_URL, startApp, type TestContext } from './helpers/app.js';
import {
  CookieJar,
  obtainIdToken,
  signIn,
  signInWithIdToken,
  loginPageUrl,
  step,
  type AuthHeaders,
} from './helpers/sign-in.js';

const base64url = (b: Buffer) => b.toString('base64url');

/** The provider's login form, reached as the app's redirect reaches it; answers the form's action. */
async function loginForm(app: FastifyInstance, jar: CookieJar, uiLocales?: string): Promise<string> {
  const auth = await step(app, jar, 'GET', loginPageUrl(uiLocales));
  assert.equal(auth.statusCode, 303, auth.body);
  const page = await step(app, jar, 'GET', String(auth.headers.location));
  assert.equal(page.statusCode, 200, page.body);
  return /action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
}

const errorText = (html: string) => /<p class="error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '';

const headersOf = (res: { headers: Record<string, unknown> }): AuthHeaders => ({
  'access-token': String(res.headers['access-token']),
  uid: String(res.headers.uid),
  client: String(res.headers.client),
});

for (const engine of engines()) {
  describe(`sign-in guards and ending sessions (${engine.name})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await startApp(engine);
    });
    after(async () => {
      await ctx?.close();
    });

    describe('an id_token is exchanged once', () => {
      it('answers a second exchange of the same token with 401, in this process and in another', async () => {
        const idToken = await obtainIdToken(ctx.app, 'aluno@olimpiada.dev');
        const first = await signInWithIdToken(ctx.app, idToken);
        assert.equal(first.statusCode, 200, first.body);

        const again = await signInWithIdToken(ctx.app, idToken);
        assert.equal(again.statusCode, 401, again.body);
        assert.equal(again.headers['access-token'], undefined);
        const [error] = again.json().errors;
        assert.equal(error.status, '401');
        assert.equal(error.code, 'id_token_already_used');
        assert.equal(error.source.pointer, '/data/attributes/datagateway_token');
        assert.match(error.detail, /already exchanged/);

        // Another API process on the same database remembers it too.
        const other = await buildApp({ config: ctx.config, db: ctx.dbHandle, logger: false });
        try {
          assert.equal((await signInWithIdToken(other, idToken)).statusCode, 401);
          const fresh = await obtainIdToken(ctx.app, 'aluno@olimpiada.dev');
          assert.equal((await signInWithIdToken(other, fresh)).statusCode, 200);
          assert.equal((await signInWithIdToken(ctx.app, fresh)).statusCode, 401);
        } finally {
          await other.close();
        }
        // Only one session came of the first token.
        const sessions = await ctx.dbHandle.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', Number(first.headers.uid))
          .executeTakeFirstOrThrow();
        assert.equal(Number(sessions.n), 2);
      });

      it('remembers the token until it expires (its jti, or its hash without one), then forgets it', async () => {
        const db = ctx.dbHandle.db;
        const exp = Math.floor(Date.now() / 1000) + 600;
        assert.notEqual(
          usedTokenKey('a.b.c', { iss: 'x', jti: 'j1' }),
          usedTokenKey('a.b.d', { iss: 'y', jti: 'j1' }),
        );
        assert.equal(usedTokenKey('a.b.c', { jti: 'j1' }), usedTokenKey('a.b.d', { jti: 'j1' }));
        assert.equal(await claimIdToken(db, 'no.jti.token', { exp }), true);
        assert.equal(await claimIdToken(db, 'no.jti.token', { exp }), false);
        assert.equal(await claimIdToken(db, 'other.jti.token', { exp }), true);

        const row = await db
          .selectFrom('used_id_tokens')
          .select('expires_at')
          .where('key', '=', usedTokenKey('no.jti.token', {}))
          .executeTakeFirstOrThrow();
        assert.equal(row.expires_at.getTime(), exp * 1000);

        await db
          .insertInto('used_id_tokens')
          .values({ key: 'expired-claim', expires_at: new Date(Date.now() - 1000) })
          .execute();
        // The purge runs at most once a minute per process: two minutes on, it runs.
        await claimIdToken(db, 'later.token', { exp }, Date.now() + 120_000);
        const left = await db
          .selectFrom('used_id_tokens')
          .select('key')
          .where('key', '=', 'expired-claim')
          .execute();
        assert.deepEqual(left, []);
      });
    });

    describe("per-account limit on the provider's password form", () => {
      it('after 5 failures refuses the e-mail for 30 s (even with the right password), then 60 s, in the page language', async () => {
        const email = 'professor@olimpiada.dev';
        const jar = new CookieJar();
        const action = await loginForm(ctx.app, jar);
        const post = (password: string, who = email, app = ctx.app) =>
          step(app, jar, 'POST', action, { email: who, password });

        for (let i = 0; i < 5; i++) {
          const res = await post('errada');
          assert.equal(res.statusCode, 401, `failure ${i + 1}`);
          assert.equal(errorText(res.body), 'E-mail ou senha inválidos');
        }
        let res = await post(DEMO_PASSWORD);
        assert.equal(res.statusCode, 429, res.body.slice(0, 300));
        assert.equal(
          errorText(res.body),
          'Muitas tentativas sem sucesso para este e-mail. Aguarde 30 segundos e tente novamente.',
        );
        const retryAfter = Number(res.headers['retry-after']);
        assert.ok(retryAfter >= 29 && retryAfter <= 30, `retry-after ${retryAfter}`);
        // Any case or spacing of the e-mail is the same account.
        assert.equal((await post(DEMO_PASSWORD, ' PROFESSOR@olimpiada.dev ')).statusCode, 429);

        // Another API process on the same database refuses it too.
        const other = await buildApp({ config: ctx.config, db: ctx.dbHandle, logger: false });
        try {
          assert.equal((await post(DEMO_PASSWORD, email, other)).statusCode, 429);
        } finally {
          await other.close();
        }

        // 30 s later one more failure locks it for 60 s.
        const expire = () =>
          ctx.dbHandle.db
            .updateTable('login_throttles')
            .set({ locked_until: new Date(Date.now() - 1000) })
            .where('key', '=', throttleKey(email))
            .execute();
        await expire();
        assert.equal((await post('errada')).statusCode, 401);
        res = await post(DEMO_PASSWORD);
        assert.equal(res.statusCode, 429);
        assert.match(errorText(res.body), /Aguarde 1 minuto e tente novamente/);
        assert.ok(Number(res.headers['retry-after']) > 55);

        // Once the wait is over, the right password signs in and the count starts over.
        await expire();
        res = await post(DEMO_PASSWORD);
        assert.equal(res.statusCode, 303, res.body.slice(0, 300));
        const rows = await ctx.dbHandle.db
          .selectFrom('login_throttles')
          .selectAll()
          .where('key', '=', throttleKey(email))
          .execute();
        assert.deepEqual(rows, []);
      });

      it('counts an unknown e-mail the same way (no hint that the account exists), and caps the wait at 15 minutes', async () => {
        const email = 'ninguem@olimpiada.dev';
        const jar = new CookieJar();
        const action = await loginForm(ctx.app, jar, 'es');
        const post = (password: string) => step(ctx.app, jar, 'POST', action, { email, password });
        for (let i = 0; i < 5; i++) assert.equal((await post('errada')).statusCode, 401);
        const res = await post('errada');
        assert.equal(res.statusCode, 429);
        assert.equal(
          errorText(res.body),
          'Demasiados intentos fallidos para este correo electrónico. Espere 30 segundos y vuelva a intentarlo.',
        );

        await ctx.dbHandle.db
          .updateTable('login_throttles')
          .set({ failures: 40, locked_until: new Date(Date.now() - 1000) })
          .where('key', '=', throttleKey(email))
          .execute();
        assert.equal((await post('errada')).statusCode, 401);
        const row = await ctx.dbHandle.db
          .selectFrom('login_throttles')
          .select(['failures', 'locked_until'])
          .where('key', '=', throttleKey(email))
          .executeTakeFirstOrThrow();
        assert.equal(row.failures, 41);
        const wait = (row.locked_until!.getTime() - Date.now()) / 1000;
        assert.ok(wait > 890 && wait <= 900, `wait ${wait}`);
        const locked = await post('errada');
        assert.match(errorText(locked.body), /Espere 15 minutos/);
        // Neither the typed e-mail nor anything naming it is stored.
        const all = await ctx.dbHandle.db.selectFrom('login_throttles').selectAll().execute();
        assert.ok(!JSON.stringify(all).includes('ninguem'));
      });

      it('speaks European Portuguese when asked', async () => {
        const jar = new CookieJar();
        const email = 'estudante.novo@olimpiada.dev';
        const action = await loginForm(ctx.app, jar, 'pt-PT');
        for (let i = 0; i < 5; i++) await step(ctx.app, jar, 'POST', action, { email, password: 'x' });
        const res = await step(ctx.app, jar, 'POST', action, { email, password: 'x' });
        assert.equal(res.statusCode, 429);
        assert.match(res.body, /Demasiadas tentativas falhadas para este e-mail\. Aguarde 30 segundos/);
      });
    });

    describe('a proxy without TRUST_PROXY', () => {
      async function appLogging(env: Record<string, string>) {
        const lines: string[] = [];
        const stream = new Writable({
          write(chunk, _enc, done) {
            lines.push(String(chunk));
            done();
          },
        });
        const config = loadConfig({ PUBLIC_URL, STATIC_ROOT: '/nonexistent', ...env });
        const app = await buildApp({ config, db: ctx.dbHandle, logger: { level: 'warn', stream } });
        return { app, warnings: () => lines.filter((l) => l.includes('TRUST_PROXY=true')) };
      }

      it('is warned about once per process when X-Forwarded-For arrives, and not when the proxy is trusted', async () => {
        resetProxyWarning();
        const trusted = await appLogging({ TRUST_PROXY: 'true' });
        const plain = await appLogging({});
        try {
          const forwarded = { 'x-forwarded-for': '203.0.113.7' };
          await trusted.app.inject({ method: 'GET', url: '/api/health', headers: forwarded });
          assert.deepEqual(trusted.warnings(), []);

          await plain.app.inject({ method: 'GET', url: '/api/health' });
          assert.deepEqual(plain.warnings(), [], 'no warning without X-Forwarded-For');
          for (let i = 0; i < 3; i++)
            await plain.app.inject({ method: 'GET', url: '/api/health', headers: forwarded });
          const warned = plain.warnings();
          assert.equal(warned.length, 1);
          const entry = JSON.parse(warned[0]!);
          assert.equal(entry.level, 40);
          assert.equal(entry.msg, PROXY_WARNING);
        } finally {
          await trusted.app.close();
          await plain.app.close();
        }
      });
    });

    describe('ending every session of an account', () => {
      /** A route as the hot ones (answer saves, timers) authenticate: the session cached for 30 s. */
      async function hotRoute() {
        const app = Fastify();
        app.get('/hot', { preHandler: authenticate(ctx.dbHandle.db, { cached: true }) }, async () => ({
          ok: true,
        }));
        await app.ready();
        return app;
      }

      it('DELETE /api/auth/sessions ends the caller’s sessions on every device, the hot routes’ cache and the provider session', async () => {
        const hot = await hotRoute();
        try {
          const jar = new CookieJar();
          const idToken = await obtainIdToken(
            ctx.app,
            'aluna@olimpiada.dev',
            DEMO_PASSWORD,
            'olympiad-web',
            jar,
          );
          const phone = headersOf(await signInWithIdToken(ctx.app, idToken));
          const laptop = (await signIn(ctx.app, 'aluna@olimpiada.dev')).headers;
          const someoneElse = (await signIn(ctx.app, 'aluno@olimpiada.dev')).headers;
          const me = `/api/user/${phone.uid}`;
          // The phone's session is now in the hot routes' cache of this process.
          assert.equal((await hot.inject({ method: 'GET', url: '/hot', headers: phone })).statusCode, 200);
          // Even under another spelling of its uid.
          const padded = { ...phone, uid: `00${phone.uid}` };
          assert.equal((await hot.inject({ method: 'GET', url: '/hot', headers: padded })).statusCode, 200);

          const res = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: laptop });
          assert.equal(res.statusCode, 204, res.body);

          for (const headers of [phone, laptop]) {
            const again = await ctx.app.inject({ method: 'GET', url: me, headers });
            assert.equal(again.statusCode, 401);
          }
          assert.equal((await hot.inject({ method: 'GET', url: '/hot', headers: phone })).statusCode, 401);
          assert.equal((await hot.inject({ method: 'GET', url: '/hot', headers: padded })).statusCode, 401);
          const others = await ctx.app.inject({
            method: 'GET',
            url: `/api/user/${someoneElse.uid}`,
            headers: someoneElse,
          });
          assert.equal(others.statusCode, 200, 'another account keeps its session');

          // The provider's session of the phone's browser ended too: "Entrar" asks for the password.
          const auth = await step(
            ctx.app,
            jar,
            'GET',
            `/oidc/auth?${new URLSearchParams({
              client_id: 'olympiad-web',
              response_type: 'code',
              scope: 'openid',
              redirect_uri: `${PUBLIC_URL}/`,
              code_challenge: base64url(randomBytes(32)),
              code_challenge_method: 'S256',
              state: 'x',
            })}`,
          );
          assert.match(String(auth.headers.location), /^\/oidc\/interaction\//);

          const anonymous = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/sessions' });
          assert.equal(anonymous.statusCode, 401);
        } finally {
          await hot.close();
        }
      });

      it('DELETE /api/users/:id/sessions: an admin ends anyone’s, a user only their own', async () => {
        const account = await ctx.dbHandle.db
          .insertInto('local_accounts')
          .values({ email: 'sessoes@olimpiada.dev', password_hash: await hashPassword('segredo123') })
          .returning('id')
          .executeTakeFirstOrThrow();
        const student = await signIn(ctx.app, 'sessoes@olimpiada.dev', 'segredo123');
        const other = await signIn(ctx.app, 'aluno@olimpiada.dev');
        const admin = await signIn(ctx.app, 'admin@olimpiada.dev');
        const url = `/api/users/${student.userId}/sessions`;

        let res = await ctx.app.inject({ method: 'DELETE', url });
        assert.equal(res.statusCode, 401);
        res = await ctx.app.inject({ method: 'DELETE', url, headers: other.headers });
        assert.equal(res.statusCode, 403);
        res = await ctx.app.inject({
          method: 'DELETE',
          url: '/api/users/999999/sessions',
          headers: admin.headers,
        });
        assert.equal(res.statusCode, 404);
        res = await ctx.app.inject({
          method: 'DELETE',
          url: '/api/users/abc/sessions',
          headers: admin.headers,
        });
        assert.equal(res.statusCode, 404);
        const me = `/api/user/${student.userId}`;
        assert.equal(
          (await ctx.app.inject({ method: 'GET', url: me, headers: student.headers })).statusCode,
          200,
        );

        res = await ctx.app.inject({ method: 'DELETE', url, headers: admin.headers });
        assert.equal(res.statusCode, 204, res.body);
        assert.equal(
          (await ctx.app.inject({ method: 'GET', url: me, headers: student.headers })).statusCode,
          401,
        );
        // The admin's own session and the other student's are untouched.
        const adminMe = `/api/user/${admin.userId}`;
        assert.equal(
          (await ctx.app.inject({ method: 'GET', url: adminMe, headers: admin.headers })).statusCode,
          200,
        );

        // A user may end their own through it too.
        const again = await signIn(ctx.app, 'sessoes@olimpiada.dev', 'segredo123');
        res = await ctx.app.inject({ method: 'DELETE', url, headers: again.headers });
        assert.equal(res.statusCode, 204);
        assert.equal(
          (await ctx.app.inject({ method: 'GET', url: me, headers: again.headers })).statusCode,
          401,
        );
        assert.ok(account.id > 0);
      });

      it('documents both routes in the OpenAPI document, with the path parameter', async () => {
        const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
        assert.ok(doc.paths['/api/auth/sessions']?.delete?.summary);
        const admin = doc.paths['/api/users/{id}/sessions']?.delete;
        assert.ok(admin?.summary);
        assert.deepEqual(
          admin.parameters
            .filter((p: { in: string }) => p.in === 'path')
            .map((p: { name: string }) => p.name),
          ['id'],
        );
      });
    });
  });
}
