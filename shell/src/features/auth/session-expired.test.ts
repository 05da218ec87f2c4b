import { useAuthStore } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { useLocaleChoice } from '../i18n';
import { handleUnauthorized } from './session-expired';

const signedIn = () =>
  useAuthStore.setState({
    credentials: { accessToken: 'token', uid: '7', client: 'client' },
    user: { id: '7', name: 'Ana', fractal_id: 'F7', email: null, profiles: [] },
    status: 'signed',
  });

afterEach(() => {
  jest.restoreAllMocks();
  useLocaleChoice.setState({ chosen: null });
  useAuthStore.setState({ credentials: null, user: null, status: 'idle' });
});

describe('a 401 answer', () => {
  it('signs the user out locally and says the session expired, in the chosen language', () => {
    const create = jest.spyOn(toaster, 'create');
    useLocaleChoice.setState({ chosen: 'pt-BR' });
    signedIn();
    handleUnauthorized(36);
    expect(useAuthStore.getState().credentials).toBeNull();
    expect(create).toHaveBeenCalledWith({
      type: 'warning',
      title: 'Sua sessão expirou. Entre novamente para continuar.',
    });

    useLocaleChoice.setState({ chosen: 'es' });
    signedIn();
    handleUnauthorized(36);
    expect(create).toHaveBeenLastCalledWith({
      type: 'warning',
      title: 'Tu sesión expiró. Vuelve a iniciar sesión para continuar.',
    });
  });

  it('does nothing when no one is signed in', () => {
    const create = jest.spyOn(toaster, 'create');
    handleUnauthorized(36);
    expect(create).not.toHaveBeenCalled();
  });
});
