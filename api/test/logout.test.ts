import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { engines } from './helpers/engines.js';
import { PUBLIC_URL, startApp, type TestContext } from './helpers/app.js';
import { CookieJar, obtainIdToken, step } from './helpers/sign-in.js';

const CLIENT_ID = 'olympiad-web';
const APP_URL = `${PUBLIC_URL}/`;

/** A fresh authorization request (code + PKCE), as the app's "Entrar" sends it. */
function authUrl(): string {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  return `/oidc/auth?${new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: APP_URL,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('base64url'),
  })}`;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The logout page's form: its action and every named input. */
function parseForm(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  assert.ok(form, `logout form in ${html.slice(0, 400)}`);
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) fields[decode(name)] = decode(value);
  }
  return { action: decode(form[1]!), fields };
}

async function expectSignedIn(ctx: TestContext, jar: CookieJar) {
  const res = await step(ctx.app, jar, 'GET', authUrl());
  assert.ok([302, 303].includes(res.statusCode), `auth: ${res.statusCode}`);
  const location = new URL(String(res.headers.location), PUBLIC_URL);
  // oidc-provider may pass through its own resume URL first; the session is alive if a code comes back.
  assert.equal(`${location.origin}${location.pathname}`, APP_URL, `redirect to the app: ${location}`);
  assert.ok(location.searchParams.get('code'), 'code without asking for the password');
}

async function expectLoginForm(ctx: TestContext, jar: CookieJar) {
  let res = await step(ctx.app, jar, 'GET', authUrl());
  assert.ok([302, 303].includes(res.statusCode), `auth: ${res.statusCode} ${res.body}`);
  const location = new URL(String(res.headers.location), PUBLIC_URL);
  assert.equal(location.searchParams.get('code'), null, `no code after logout: ${location}`);
  assert.match(location.pathname, /^\/oidc\/interaction\//);
  res = await step(ctx.app, jar, 'GET', `${location.pathname}${location.search}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.match(res.body, /<h1>Entrar<\/h1>/);
  assert.match(res.body, /name="password"/);
}

/** Calls end_session with the session cookies, checks the auto-submit page and posts its form. */
async function endSession(ctx: TestContext, jar: CookieJar, params: Record<string, string>) {
  let res = await step(ctx.app, jar, 'GET', `/oidc/session/end?${new URLSearchParams(params)}`);
  assert.equal(res.statusCode, 200, `end_session: ${res.statusCode} ${res.body}`);
  assert.match(String(res.headers['content-type']), /^text\/html/);
  assert.match(res.body, /Saindo\.\.\./);
  assert.match(res.body, /<script>document\.getElementById\('op\.logoutForm'\)\.submit\(\);<\/script>/);
  const { action, fields } = parseForm(res.body);
  assert.equal(fields.logout, 'yes');
  assert.ok(fields.xsrf, 'xsrf token in the form');
  const actionUrl = new URL(action, PUBLIC_URL);
  res = await step(ctx.app, jar, 'POST', `${actionUrl.pathname}${actionUrl.search}`, fields);
  assert.ok([302, 303].includes(res.statusCode), `confirm: ${res.statusCode} ${res.body}`);
  return res;
}

for (const engine of engines()) {
  describe(`logout at the identity provider (${engine.name})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await startApp(engine);
    });
    after(async () => {
      await ctx?.close();
    });

    it('advertises end_session_endpoint in discovery', async () => {
      const res = await step(ctx.app, new CookieJar(), 'GET', '/oidc/.well-known/openid-configuration');
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().end_session_endpoint, `${PUBLIC_URL}/oidc/session/end`);
    });

    it('after end_session (client_id only), the next /oidc/auth asks for the password again', async () => {
      const jar = new CookieJar();
      await obtainIdToken(ctx.app, 'aluno@olimpiada.dev', DEMO_PASSWORD, CLIENT_ID, jar);
      await expectSignedIn(ctx, jar);

      const res = await endSession(ctx, jar, { client_id: CLIENT_ID, post_logout_redirect_uri: APP_URL });
      assert.equal(String(res.headers.location), APP_URL);

      await expectLoginForm(ctx, jar);
    });

    it('after end_session with id_token_hint, the next /oidc/auth asks for the password again', async () => {
      const jar = new CookieJar();
      const idToken = await obtainIdToken(
        ctx.app,
        'coordenador@olimpiada.dev',
        DEMO_PASSWORD,
        CLIENT_ID,
        jar,
      );
      await expectSignedIn(ctx, jar);

      const res = await endSession(ctx, jar, {
        id_token_hint: idToken,
        client_id: CLIENT_ID,
        post_logout_redirect_uri: APP_URL,
      });
      assert.equal(String(res.headers.location), APP_URL);

      await expectLoginForm(ctx, jar);
    });

    it('rejects a post_logout_redirect_uri that is not registered', async () => {
      const jar = new CookieJar();
      await obtainIdToken(ctx.app, 'aluno@olimpiada.dev', DEMO_PASSWORD, CLIENT_ID, jar);
      const res = await step(
        ctx.app,
        jar,
        'GET',
        `/oidc/session/end?${new URLSearchParams({ client_id: CLIENT_ID, post_logout_redirect_uri: 'https://evil.example/' })}`,
      );
      assert.equal(res.statusCode, 400, res.body);
      await expectSignedIn(ctx, jar);
    });

    it('without post_logout_redirect_uri, shows the success page with a link back to the app', async () => {
      const jar = new CookieJar();
      await obtainIdToken(ctx.app, 'aluno@olimpiada.dev', DEMO_PASSWORD, CLIENT_ID, jar);
      let res = await endSession(ctx, jar, { client_id: CLIENT_ID });
      const success = new URL(String(res.headers.location), PUBLIC_URL);
      res = await step(ctx.app, jar, 'GET', `${success.pathname}${success.search}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.match(res.body, /Sessão encerrada/);
      assert.ok(res.body.includes(`href="${APP_URL}"`), res.body);
      await expectLoginForm(ctx, jar);
    });
  });
}
