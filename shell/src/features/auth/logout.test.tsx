import { act, screen, waitFor } from '@testing-library/react';
import { endSession, PERSISTED_KEYS, useAuthStore } from 'shared-contracts';
import { userWith } from '../../test-utils/fixtures';
import { reloadLocaleChoice } from '../i18n/locale-store';
import { fakeAuthServices, renderShell, resetShellState } from '../../test-utils/render-shell';

const realFetch = globalThis.fetch;
let calls: Request[] = [];

beforeEach(() => {
  resetShellState();
  calls = [];
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The API answers `status` once `answer()` is called. */
function mockFetch(status: number) {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    await answered;
    return new Response(null, { status });
  }) as typeof fetch;
  return { answer: () => act(async () => release()) };
}

describe('logout', () => {
  it('shows "Saindo...", signs out on the API, clears credentials and local state, then shows the login', async () => {
    const api = mockFetch(204);
    localStorage.setItem('some-cache', 'x');
    localStorage.setItem(PERSISTED_KEYS.language, 'es');
    reloadLocaleChoice();
    await renderShell({
      path: '/logout',
      user: userWith(['student']),
      auth: fakeAuthServices({ endSession }),
    });
    expect(screen.getByText('Saliendo...')).toBeInTheDocument();
    await api.answer();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByTestId('login-screen')).toBeInTheDocument();
    expect(useAuthStore.getState().credentials).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('DELETE');
    expect(new URL(calls[0]!.url).pathname).toBe('/api/auth/sign_out');
    expect(calls[0]!.headers.get('access-token')).toBe('token');
    expect(localStorage.getItem('some-cache')).toBeNull();
    expect(localStorage.getItem(PERSISTED_KEYS.language)).toBe('es');
  });

  it('still logs out locally when the API call fails', async () => {
    const api = mockFetch(500);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderShell({ path: '/logout', user: userWith(['admin']), auth: fakeAuthServices({ endSession }) });
    expect(screen.getByText('Saindo...')).toBeInTheDocument();
    await api.answer();
    expect(await screen.findByTestId('login-screen')).toBeInTheDocument();
    expect(useAuthStore.getState().credentials).toBeNull();
  });

  it('shows "Saindo..." in pt-BR and pt-PT', async () => {
    const never = () => new Promise<void>(() => undefined);
    await renderShell({
      path: '/logout',
      user: userWith(['student']),
      auth: fakeAuthServices({ endSession: never }),
    });
    expect(screen.getByText('Saindo...')).toBeInTheDocument();
  });
});
