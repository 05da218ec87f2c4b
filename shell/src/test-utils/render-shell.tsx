import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { queryClient, useAuthStore } from 'shared-contracts/client';
import { type ProjectRegistry, type RemoteName, type User } from 'shared-contracts';
import { ShellApp } from '../app/ShellApp';
import { useLocaleChoice } from '../features/i18n/locale-store';
import type { AuthServices } from '../features/auth/auth-services';
import { createRemoteLoader, type LoadRemoteModule } from '../features/remotes/remote-loader';
import { messagesOf } from '../features/remotes/remote-module';
import { useRemoteMessages } from '../features/remotes/remote-messages-store';
import { APP_CONFIG, registryFor } from './fixtures';

export function fakeAuthServices(overrides: Partial<AuthServices> = {}): AuthServices {
  return {
    startLogin: jest.fn(async () => undefined),
    completeLoginIfCallback: jest.fn(async () => 'none' as const),
    takeReturnTo: jest.fn(() => null),
    endSession: jest.fn(async () => {
      useAuthStore.getState().clear();
      return null;
    }),
    redirectTo: jest.fn(),
    ...overrides,
  };
}

/** Shows the router's current path so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function signIn(user: User): void {
  useAuthStore.setState({
    credentials: { accessToken: 'token', uid: user.id, client: 'client' },
    user,
    status: 'signed',
  });
}

export interface RenderShellOptions {
  path?: string;
  projectId?: number;
  user?: User | null;
  loadModule?: LoadRemoteModule;
  kinds?: Partial<Record<RemoteName, 'module' | 'parcel'>>;
  auth?: AuthServices;
  profileUrl?: string;
  /** Registry fields over the fixture's (a project's identity). */
  registry?: Partial<ProjectRegistry>;
}

export async function renderShell(options: RenderShellOptions = {}) {
  const projectId = options.projectId ?? 36;
  if (options.user) signIn(options.user);
  const loadModule: LoadRemoteModule =
    options.loadModule ??
    (async () => ({ remote: 'x', routes: {}, messages: { 'pt-BR': {}, es: {}, 'pt-PT': {} } }));
  const loader = createRemoteLoader(loadModule, {
    retries: 0,
    kinds: options.kinds,
    onLoaded: (remote, module) => useRemoteMessages.getState().add(remote, messagesOf(module)),
  });
  const auth = options.auth ?? fakeAuthServices();
  const registry = registryFor(projectId, {
    ...(options.profileUrl === undefined ? {} : { profileUrl: options.profileUrl }),
    ...options.registry,
  });
  let utils: RenderResult | undefined;
  await act(async () => {
    utils = render(
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <ShellApp env={{ appConfig: { ...APP_CONFIG, projectId }, registry }} loader={loader} auth={auth} />
        <LocationProbe />
      </MemoryRouter>,
    );
  });
  return { ...(utils as RenderResult), auth, loader };
}

export function resetShellState(): void {
  useAuthStore.setState({ credentials: null, user: null, status: 'idle' });
  queryClient.clear();
  useRemoteMessages.setState({ byRemote: {} });
  useLocaleChoice.setState({ chosen: null });
  localStorage.clear();
  sessionStorage.clear();
}
