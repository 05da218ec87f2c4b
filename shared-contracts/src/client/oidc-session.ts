import type { UserManager } from 'oidc-client-ts';
import { api, JSON_API_TYPE } from './api-client';
import { deserializeOne, type JsonApiDocument } from '../api/jsonapi';
import type { AppConfig } from '../config/app-config';
import type { User } from '../entities/user';
import { resetAppState } from './app-reset';
import { useAuthStore } from './auth-store';
import { credentialsFrom } from '../wire/auth-wire';

/**
 * Sign-in through the identity provider (OIDC authorization code + PKCE) followed by the API
 * session (POST /api/auth/sign_in with the id token as datagateway_token; the answer is the user).
 * The shell and every remote's standalone dev bootstrap use these three calls.
 */
export type LoginOutcome = 'none' | 'signed' | 'failed';

const CALLBACK_PARAMS = ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri'];

let manager: UserManager | null = null;
let managerKey = '';
let pendingCallback: Promise<LoginOutcome> | null = null;
let returnToAfterLogin: string | null = null;

/**
 * The OIDC client. oidc-client-ts (about 15 KB compressed) is a chunk of its own, fetched only when a sign-in
 * starts, a page is the provider's redirect back, or a logout asks the provider for its end-session
 * address: never on the first visit of a signed-out or signed-in page that does none of those.
 */
async function userManagerFor(config: AppConfig): Promise<UserManager> {
  const { InMemoryWebStorage, UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  const origin = globalThis.location.origin;
  const authority = new URL(config.oidc.issuer, origin).toString();
  const key = `${authority}|${config.oidc.clientId}|${origin}`;
  if (!manager || managerKey !== key) {
    manager = new UserManager({
      authority,
      client_id: config.oidc.clientId,
      redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: 'openid email profile',
      // The PKCE verifier and state live only for the round trip, in this tab.
      stateStore: new WebStorageStateStore({ store: globalThis.sessionStorage, prefix: 'oidc.' }),
      // The id token is used once (sign_in) and never kept.
      userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
      loadUserInfo: false,
      automaticSilentRenew: false,
      monitorSession: false,
    });
    managerKey = key;
  }
  return manager;
}

/** A path the user may be sent back to after login: same-origin, not the login or logout page. */
export function safeReturnTo(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  const pathname = path.split(/[?#]/)[0];
  if (pathname === '/' || pathname === '/logout') return null;
  return path;
}

/**
 * Starts the authorization code + PKCE redirect; `returnTo` comes back after the callback. `locale` (the
 * language the user sees) is sent as `ui_locales`, so the identity provider's page speaks it too.
 */
export async function startLogin(
  config: AppConfig,
  returnTo?: string | null,
  locale?: string,
): Promise<void> {
  await (
    await userManagerFor(config)
  ).signinRedirect({
    state: { returnTo: safeReturnTo(returnTo) },
    ...(locale ? { ui_locales: locale } : {}),
  });
}

export function isLoginCallback(search: string = globalThis.location?.search ?? ''): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

function removeCallbackParams(): void {
  const url = new URL(globalThis.location.href);
  for (const p of CALLBACK_PARAMS) url.searchParams.delete(p);
  globalThis.history.replaceState(globalThis.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Exchanges the identity provider's id token for API credentials; the answer carries the user with
 * profiles (one round trip: no second read of the user).
 */
export async function signInWithIdToken(idToken: string): Promise<User> {
  const store = useAuthStore.getState();
  const response = await api().post('auth/sign_in', {
    body: JSON.stringify({ data: { type: 'sessions', attributes: { datagateway_token: idToken } } }),
    headers: { 'content-type': JSON_API_TYPE },
  });
  const credentials = credentialsFrom((name) => response.headers.get(name));
  if (!credentials) throw new Error('sign_in answered without access-token, uid and client');
  store.setCredentials(credentials);
  const user = deserializeOne<User>((await response.json()) as JsonApiDocument);
  store.setUser(user);
  return user;
}

/**
 * When the page is the identity provider's redirect back (`/?code=...&state=...`): completes
 * the callback, signs in to the API, sets the user and cleans the URL. Failures clear the
 * credentials (status 'failed') and are only logged. Safe to call twice (StrictMode).
 */
export function completeLoginIfCallback(config: AppConfig): Promise<LoginOutcome> {
  if (pendingCallback) return pendingCallback;
  if (!isLoginCallback()) return Promise.resolve('none');
  const url = globalThis.location.href;
  const store = useAuthStore.getState();
  store.clear('signingIn');
  pendingCallback = (async (): Promise<LoginOutcome> => {
    try {
      const oidcUser = await (await userManagerFor(config)).signinRedirectCallback(url);
      removeCallbackParams();
      returnToAfterLogin = safeReturnTo((oidcUser.state as { returnTo?: unknown } | undefined)?.returnTo);
      if (!oidcUser.id_token) throw new Error('identity provider returned no id_token');
      await signInWithIdToken(oidcUser.id_token);
      useAuthStore.getState().setStatus('signed');
      return 'signed';
    } catch (error) {
      removeCallbackParams();
      console.error('[auth] sign-in failed', error);
      useAuthStore.getState().clear('failed');
      return 'failed';
    } finally {
      pendingCallback = null;
    }
  })();
  return pendingCallback;
}

/** The path remembered by startLogin, once (null when none). */
export function takeReturnTo(): string | null {
  const path = returnToAfterLogin;
  returnToAfterLogin = null;
  return path;
}

/**
 * The identity provider's RP-initiated logout URL (its `end_session_endpoint` from discovery) with
 * `client_id`, `post_logout_redirect_uri=<origin>/` and, when the id token is still in memory,
 * `id_token_hint`. Null when the issuer has no end_session_endpoint or discovery fails.
 */
export async function endSessionUrl(config: AppConfig, idToken?: string | null): Promise<string | null> {
  try {
    const endpoint = await (await userManagerFor(config)).metadataService.getEndSessionEndpoint();
    if (!endpoint) return null;
    const url = new URL(endpoint, globalThis.location.origin);
    if (idToken) url.searchParams.set('id_token_hint', idToken);
    url.searchParams.set('client_id', config.oidc.clientId);
    url.searchParams.set('post_logout_redirect_uri', `${globalThis.location.origin}/`);
    return url.toString();
  } catch (error) {
    console.warn('[auth] no end_session_endpoint from the identity provider', error);
    return null;
  }
}

/**
 * Logout: DELETE /api/auth/sign_out (failure ignored), clear the auth store, reset app state, then
 * answers where the browser must go to end the identity provider's own session too (its
 * end_session_endpoint, which comes back to `<origin>/`), or null when there is none (go to `/`).
 * Without that step "Entrar" would sign the same user back in without asking for the password.
 * `everywhere`: DELETE /api/auth/sessions instead, which ends every session of the account, on
 * every device (and the built-in provider's sessions of the account).
 */
export async function endSession(
  config: AppConfig,
  { everywhere = false }: { everywhere?: boolean } = {},
): Promise<string | null> {
  try {
    if (useAuthStore.getState().credentials)
      await api().delete(everywhere ? 'auth/sessions' : 'auth/sign_out');
  } catch (error) {
    console.warn('[auth] sign_out failed; clearing the session anyway', error);
  }
  useAuthStore.getState().clear();
  resetAppState();
  let idToken: string | null = null;
  try {
    idToken = (await manager?.getUser())?.id_token ?? null;
    await manager?.removeUser();
  } catch {
    /* nothing kept */
  }
  return endSessionUrl(config, idToken);
}
