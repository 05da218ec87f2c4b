import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, endSessionUrl, useAuthStore } from 'shared-contracts/client';
import { PERSISTED_KEYS, type AppConfig } from 'shared-contracts';
import { APP_CONFIG, userWith } from '../../test-utils/fixtures';
import { reloadLocaleChoice } from '../i18n/locale-store';
import { fakeAuthServices, renderShell, resetShellState } from '../../test-utils/render-shell';

const realFetch = globalThis.fetch;
let calls: Request[] = [];
let issuerCount = 0;

beforeEach(() => {
  resetShellState();
  calls = [];
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

/**
 * A config with its own issuer (oidc-client-ts caches discovery per UserManager, one per issuer),
 * whose discovery answers `discovery` (null: 404).
 */
function configWithIssuer(): AppConfig {
  issuerCount += 1;
  return { ...APP_CONFIG, oidc: { ...APP_CONFIG.oidc, issuer: `http://localhost/oidc${issuerCount}` } };
}

/** sign_out answers `status` once `answer()` is called; discovery answers `discovery` at once (null: 404). */
function mockFetch(status: number, discovery: Record<string, unknown> | null) {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    if (new URL(request.url).pathname.endsWith('/.well-known/openid-configuration')) {
      return discovery
        ? new Response(JSON.stringify(discovery), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(null, { status: 404 });
    }
    await answered;
    return new Response(null, { status });
  }) as typeof fetch;
  return { answer: () => act(async () => release()) };
}

function discoveryOf(config: AppConfig, endSessionEndpoint?: string) {
  return {
    issuer: config.oidc.issuer,
    authorization_endpoint: `${config.oidc.issuer}/auth`,
    token_endpoint: `${config.oidc.issuer}/token`,
    jwks_uri: `${config.oidc.issuer}/jwks`,
    ...(endSessionEndpoint ? { end_session_endpoint: endSessionEndpoint } : {}),
  };
}

describe('logout', () => {
  it('shows "Saindo...", signs out on the API, clears local state, then leaves for the end-session URL', async () => {
    const config = configWithIssuer();
    const api = mockFetch(204, discoveryOf(config, `${config.oidc.issuer}/session/end`));
    localStorage.setItem('some-cache', 'x');
    localStorage.setItem(PERSISTED_KEYS.language, 'es');
    reloadLocaleChoice();
    const redirectTo = jest.fn();
    await renderShell({
      path: '/logout',
      user: userWith(['student']),
      auth: fakeAuthServices({ endSession: () => endSession(config), redirectTo }),
    });
    expect(screen.getByText('Saliendo...')).toBeInTheDocument();
    await api.answer();
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    const url = new URL(redirectTo.mock.calls[0]![0] as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${config.oidc.issuer}/session/end`);
    expect(url.searchParams.get('client_id')).toBe('olympiad-web');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost/');
    expect(url.searchParams.has('id_token_hint')).toBe(false);

    // Still "Saindo..." on /logout until the browser leaves.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/logout$/);
    expect(screen.getByText('Saliendo...')).toBeInTheDocument();
    expect(screen.queryByTestId('login-screen')).not.toBeInTheDocument();

    expect(useAuthStore.getState().credentials).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    const signOut = calls.filter((c) => new URL(c.url).pathname === '/api/auth/sign_out');
    expect(signOut).toHaveLength(1);
    expect(signOut[0]!.method).toBe('DELETE');
    expect(signOut[0]!.headers.get('access-token')).toBe('token');
    expect(localStorage.getItem('some-cache')).toBeNull();
    expect(localStorage.getItem(PERSISTED_KEYS.language)).toBe('es');
  });

  it('still logs out locally and leaves for the end-session URL when the API call fails', async () => {
    const config = configWithIssuer();
    const api = mockFetch(500, discoveryOf(config, `${config.oidc.issuer}/session/end`));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const redirectTo = jest.fn();
    await renderShell({
      path: '/logout',
      user: userWith(['admin']),
      auth: fakeAuthServices({ endSession: () => endSession(config), redirectTo }),
    });
    expect(screen.getByText('Saindo...')).toBeInTheDocument();
    await api.answer();
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    expect(redirectTo.mock.calls[0]![0]).toMatch(/\/session\/end\?/);
    expect(useAuthStore.getState().credentials).toBeNull();
  });

  it('goes to the login screen when the issuer has no end_session_endpoint', async () => {
    const config = configWithIssuer();
    const api = mockFetch(204, discoveryOf(config));
    const redirectTo = jest.fn();
    await renderShell({
      path: '/logout',
      user: userWith(['student']),
      auth: fakeAuthServices({ endSession: () => endSession(config), redirectTo }),
    });
    await api.answer();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByTestId('login-screen')).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
    expect(useAuthStore.getState().credentials).toBeNull();
  });

  it('goes to the login screen when discovery fails', async () => {
    const config = configWithIssuer();
    const api = mockFetch(204, null);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const redirectTo = jest.fn();
    await renderShell({
      path: '/logout',
      user: userWith(['student']),
      auth: fakeAuthServices({ endSession: () => endSession(config), redirectTo }),
    });
    await api.answer();
    expect(await screen.findByTestId('login-screen')).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
    expect(useAuthStore.getState().credentials).toBeNull();
  });

  it('"Sair de todos os dispositivos" (user menu): ends every session of the account, then signs out locally and at the provider', async () => {
    const config = configWithIssuer();
    const api = mockFetch(204, discoveryOf(config, `${config.oidc.issuer}/session/end`));
    const redirectTo = jest.fn();
    await renderShell({
      path: '/edicoes/ativas',
      user: userWith(['student']),
      auth: fakeAuthServices({ endSession: (options) => endSession(config, options), redirectTo }),
    });
    await userEvent.click(await screen.findByTestId('user-menu'));
    await userEvent.click(await screen.findByTestId('menu-logout-everywhere'));
    expect(await screen.findByTestId('logout-screen')).toBeInTheDocument();
    await api.answer();
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    expect(redirectTo.mock.calls[0]![0]).toMatch(/\/session\/end\?/);
    const paths = calls.map((c) => `${c.method} ${new URL(c.url).pathname}`);
    expect(paths).toContain('DELETE /api/auth/sessions');
    expect(paths).not.toContain('DELETE /api/auth/sign_out');
    const everywhere = calls.find((c) => new URL(c.url).pathname === '/api/auth/sessions')!;
    expect(everywhere.headers.get('access-token')).toBe('token');
    expect(useAuthStore.getState().credentials).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('sends id_token_hint when the id token is still known', async () => {
    const config = configWithIssuer();
    mockFetch(204, discoveryOf(config, `${config.oidc.issuer}/session/end`));
    const url = new URL((await endSessionUrl(config, 'the.id.token'))!);
    expect(url.searchParams.get('id_token_hint')).toBe('the.id.token');
    expect(url.searchParams.get('client_id')).toBe('olympiad-web');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost/');
  });

  it('shows "Saindo..." in pt-BR and pt-PT', async () => {
    const never = () => new Promise<string | null>(() => undefined);
    await renderShell({
      path: '/logout',
      user: userWith(['student']),
      auth: fakeAuthServices({ endSession: never }),
    });
    expect(screen.getByText('Saindo...')).toBeInTheDocument();
  });
});
