import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWith } from '../../test-utils/fixtures';
import { renderShell, resetShellState } from '../../test-utils/render-shell';

const EditionsPage = () => <p>lista de edições</p>;
const loadModule = async () => ({
  remote: 'mfe_edition_admin',
  routes: {
    'admin.editions': EditionsPage,
    'admin.adminEditions': EditionsPage,
    'exam.activeEditions': EditionsPage,
  },
  messages: { 'pt-BR': {}, es: {}, 'pt-PT': {} },
});

beforeEach(resetShellState);

describe('route guards', () => {
  it('shows the login screen in place of a protected screen when signed out', async () => {
    const { auth } = await renderShell({ path: '/edicoes/ativas', loadModule });
    expect(await screen.findByTestId('login-screen')).toBeInTheDocument();
    expect(screen.queryByText('lista de edições')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/edicoes/ativas');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(auth.startLogin).toHaveBeenCalledWith('/edicoes/ativas'));
  });

  it('shows access denied to a coordinator on an admin-only route, with a way back to /edicoes', async () => {
    await renderShell({ path: '/admin/edicoes', user: userWith(['coordinator']), loadModule });
    const denied = await screen.findByTestId('access-denied');
    expect(denied).toHaveTextContent('Não tem acesso a este conteúdo.');
    expect(denied.querySelector('a')).toHaveAttribute('href', '/edicoes');
    expect(screen.queryByText('lista de edições')).not.toBeInTheDocument();
  });

  it('renders the remote screen when the role gate passes', async () => {
    await renderShell({ path: '/edicoes', user: userWith(['coordinator']), loadModule });
    expect(await screen.findByText('lista de edições')).toBeInTheDocument();
  });

  it.each([
    [['admin'], '/admin/edicoes'],
    [['coordinator'], '/edicoes'],
    [['student'], '/edicoes/ativas'],
    [['educator'], '/edicoes/ativas'],
  ] as const)('redirects a signed-in %s from / to %s', async (roles, target) => {
    await renderShell({ path: '/', user: userWith([...roles]), loadModule });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(target));
    expect(screen.queryByTestId('login-screen')).not.toBeInTheDocument();
    expect(await screen.findByText('lista de edições')).toBeInTheDocument();
  });

  it('shows the login screen on / when signed out', async () => {
    await renderShell({ path: '/' });
    expect(await screen.findByTestId('login-screen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saiba mais sobre a olimpíada' })).toHaveAttribute(
      'href',
      'https://olimpiada-ia.org',
    );
  });

  it('shows Not Found for an unknown path', async () => {
    await renderShell({ path: '/nao/existe', user: userWith(['student']) });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
