import { act, screen, waitFor } from '@testing-library/react';
import { signInWithIdToken, useAuthStore, type LoginOutcome } from 'shared-contracts/client';
import { userWith } from '../../test-utils/fixtures';
import { fakeAuthServices, renderShell, resetShellState } from '../../test-utils/render-shell';

beforeEach(resetShellState);

describe('sign-in callback', () => {
  it('hides the content behind the overlay, then goes to the remembered path', async () => {
    let finish: (outcome: LoginOutcome) => void = () => undefined;
    const auth = fakeAuthServices({
      completeLoginIfCallback: jest.fn(
        () =>
          new Promise<LoginOutcome>((resolve) => {
            useAuthStore.getState().setStatus('signingIn');
            finish = resolve;
          }),
      ),
      takeReturnTo: jest.fn(() => '/nao-existe'),
    });
    await renderShell({ path: '/?code=abc&state=xyz', auth });
    expect(screen.getByTestId('signin-overlay')).toBeInTheDocument();
    await act(async () => {
      useAuthStore.setState({
        credentials: { accessToken: 't', uid: '7', client: 'c' },
        user: userWith(['student']),
        status: 'signed',
      });
      finish('signed');
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/nao-existe'));
    expect(screen.queryByTestId('signin-overlay')).not.toBeInTheDocument();
  });

  it('goes to the default path of the role when nothing was remembered', async () => {
    const auth = fakeAuthServices({
      completeLoginIfCallback: jest.fn(async () => {
        useAuthStore.setState({
          credentials: { accessToken: 't', uid: '7', client: 'c' },
          user: userWith(['coordinator']),
          status: 'signed',
        });
        return 'signed' as const;
      }),
    });
    await renderShell({ path: '/?code=abc&state=xyz', auth });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/edicoes'));
  });

  it('stays on the login screen after a failure', async () => {
    const auth = fakeAuthServices({
      completeLoginIfCallback: jest.fn(async () => {
        useAuthStore.getState().clear('failed');
        return 'failed' as const;
      }),
    });
    await renderShell({ path: '/?code=abc&state=xyz', auth });
    expect(await screen.findByTestId('login-screen')).toBeInTheDocument();
    expect(screen.queryByTestId('signin-overlay')).not.toBeInTheDocument();
  });
});

describe('signInWithIdToken', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('posts the id token as datagateway_token, stores the credentials and the user the answer carries, in one round trip', async () => {
    const requests: Request[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      return Response.json(
        {
          data: {
            type: 'users',
            id: '7',
            attributes: { name: 'Ana Lima', fractal_id: '99', email: null },
            relationships: { profiles: { data: [{ type: 'profiles', id: '1' }] } },
          },
          included: [{ type: 'profiles', id: '1', attributes: { role: 'admin', edition_id: null } }],
        },
        { status: 200, headers: { 'access-token': 'AT', uid: '7', client: 'CL' } },
      );
    }) as typeof fetch;

    const user = await signInWithIdToken('ID.TOKEN');

    expect(new URL(requests[0]!.url).pathname).toBe('/api/auth/sign_in');
    expect(await requests[0]!.json()).toEqual({
      data: { type: 'sessions', attributes: { datagateway_token: 'ID.TOKEN' } },
    });
    expect(requests).toHaveLength(1);
    expect(useAuthStore.getState().credentials).toEqual({ accessToken: 'AT', uid: '7', client: 'CL' });
    expect(user.profiles[0]!.role).toBe('admin');
    expect(useAuthStore.getState().user?.name).toBe('Ana Lima');
  });
});
