import { createHash, randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { PUBLIC_URL } from './app.js';

interface Cookie {
  value: string;
  path: string;
}

/** A minimal cookie jar (name + path) for following the provider's redirects. */
export class CookieJar {
  private cookies = new Map<string, Cookie>();

  store(res: LightMyRequestResponse) {
    const raw = res.headers['set-cookie'];
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    for (const line of list) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = false;
      for (const a of attrs) {
        const [k = '', v = ''] = a.split('=');
        if (k.toLowerCase() === 'path') path = v;
        if (k.toLowerCase() === 'max-age' && Number(v) <= 0) expired = true;
        if (k.toLowerCase() === 'expires' && new Date(v).getTime() < Date.now()) expired = true;
      }
      const key = `${name};${path}`;
      if (expired || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  header(pathname: string): string {
    const out: string[] = [];
    for (const [key, c] of this.cookies) {
      if (
        pathname === c.path ||
        pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) ||
        c.path === '/'
      ) {
        out.push(`${key.split(';')[0]}=${c.value}`);
      }
    }
    return out.join('; ');
  }
}

const base64url = (b: Buffer) => b.toString('base64url');

export interface AuthHeaders {
  'access-token': string;
  uid: string;
  client: string;
  [k: string]: string;
}

export interface SignInResult {
  headers: AuthHeaders;
  userId: number;
  status: number;
  body: any;
  idToken: string;
}

/** Follows one request through the jar; returns the response. */
export async function step(
  app: FastifyInstance,
  jar: CookieJar,
  method: 'GET' | 'POST',
  url: string,
  form?: Record<string, string>,
  extraHeaders: Record<string, string> = {},
) {
  const u = new URL(url, PUBLIC_URL);
  const headers: Record<string, string> = {
    host: u.host,
    'x-forwarded-proto': u.protocol.replace(':', ''),
    ...extraHeaders,
  };
  const cookie = jar.header(u.pathname);
  if (cookie) headers.cookie = cookie;
  let payload: string | undefined;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  }
  const res = await app.inject({
    method,
    url: `${u.pathname}${u.search}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  jar.store(res);
  return res;
}

/**
 * The provider's authorization URL as the app's redirect builds it (a fresh PKCE challenge and state),
 * with `ui_locales` when given: for tests that only need to reach the login page.
 */
export function loginPageUrl(uiLocales?: string): string {
  const params = new URLSearchParams({
    client_id: 'olympiad-web',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: `${PUBLIC_URL}/`,
    code_challenge: base64url(
      createHash('sha256')
        .update(base64url(randomBytes(32)))
        .digest(),
    ),
    code_challenge_method: 'S256',
    state: base64url(randomBytes(8)),
    ...(uiLocales ? { ui_locales: uiLocales } : {}),
  });
  return `/oidc/auth?${params}`;
}

/** The authorization-code + PKCE flow against the built-in provider; returns the id_token. */
export async function obtainIdToken(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  clientId = 'olympiad-web',
  jar: CookieJar = new CookieJar(),
  origin = PUBLIC_URL,
  /** The site the browser comes back to (a project's host name: see PROJECT_HOSTS). */
  appOrigin = PUBLIC_URL,
): Promise<string> {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(8));
  const redirectUri = `${appOrigin}/`;
  const authUrl = `/oidc/auth?${new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: base64url(randomBytes(8)),
  })}`;

  let res = await step(app, jar, 'GET', authUrl);
  assert.equal(res.statusCode, 303, `authorization: ${res.statusCode} ${res.body}`);
  const interactionUrl = String(res.headers.location);
  res = await step(app, jar, 'GET', interactionUrl);
  assert.equal(res.statusCode, 200, `interaction page: ${res.body}`);
  const action = /action="([^"]+)"/.exec(res.body)?.[1];
  assert.ok(action, 'login form action');
  res = await step(app, jar, 'POST', action.replace(/&amp;/g, '&'), { email, password });
  if (res.statusCode !== 303) {
    const message = /<p class="error"[^>]*>([^<]*)<\/p>/.exec(res.body)?.[1] ?? res.body.slice(0, 200);
    throw new Error(`login failed: ${res.statusCode} ${message}`);
  }

  // Resume; follow provider redirects until the client's redirect_uri.
  let location = String(res.headers.location);
  const atRedirectUri = (l: string) => {
    const u = new URL(l, PUBLIC_URL);
    return `${u.origin}${u.pathname}` === redirectUri;
  };
  for (let i = 0; i < 5 && !atRedirectUri(location); i++) {
    res = await step(app, jar, 'GET', location);
    assert.ok(
      [302, 303].includes(res.statusCode),
      `redirect expected at ${location}: ${res.statusCode} ${res.body.slice(0, 300)}`,
    );
    location = String(res.headers.location);
  }
  const callback = new URL(location);
  if (callback.searchParams.get('error')) throw new Error(`provider error: ${location}`);
  assert.equal(callback.searchParams.get('state'), state);
  const code = callback.searchParams.get('code');
  assert.ok(code, `code in ${location}`);

  // As a browser sends it: the app's page posts to the token endpoint with its Origin.
  res = await step(
    app,
    jar,
    'POST',
    '/oidc/token',
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    },
    { origin },
  );
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  assert.equal(res.headers['access-control-allow-origin'], origin);
  const tokens = res.json() as { id_token?: string };
  assert.ok(tokens.id_token, 'id_token');
  return tokens.id_token;
}

export async function signInWithIdToken(app: FastifyInstance, idToken: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign_in',
    headers: { 'content-type': 'application/vnd.api+json' },
    payload: JSON.stringify({ data: { type: 'sessions', attributes: { datagateway_token: idToken } } }),
  });
}

/** Real sign-in: provider login + code flow, then POST /api/auth/sign_in. Returns the auth headers. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<SignInResult> {
  const idToken = await obtainIdToken(app, email, password);
  const res = await signInWithIdToken(app, idToken);
  assert.ok([200, 201].includes(res.statusCode), `sign_in: ${res.statusCode} ${res.body}`);
  const headers: AuthHeaders = {
    'access-token': String(res.headers['access-token']),
    uid: String(res.headers.uid),
    client: String(res.headers.client),
  };
  return { headers, userId: Number(headers.uid), status: res.statusCode, body: res.json(), idToken };
}
