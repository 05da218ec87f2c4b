import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWith } from '../../test-utils/fixtures';
import { renderShell, resetShellState } from '../../test-utils/render-shell';

const Page = () => <p>conteúdo</p>;
const loadModule = async () => ({
  remote: 'mfe_exam_taking',
  routes: { 'exam.activeEditions': Page, 'exam.activeArea': Page },
  messages: { 'pt-BR': {}, es: {}, 'pt-PT': {} },
});

beforeEach(resetShellState);

async function openMenu() {
  await userEvent.click(await screen.findByTestId('user-menu'));
  return screen.findByTestId('user-menu-content');
}

describe('user menu', () => {
  it('shows initials, the first two words of the name, the fractal_id and the e-mail', async () => {
    await renderShell({
      path: '/edicoes/ativas',
      user: userWith(['student'], { name: 'maria clara de souza' }),
    });
    expect(screen.getByTestId('user-initials')).toHaveTextContent(/^MC$/);
    const menu = await openMenu();
    expect(within(menu).getByTestId('user-short-name')).toHaveTextContent(/^maria clara$/);
    expect(within(menu).getByTestId('user-fractal-id')).toHaveTextContent('1234567');
    expect(within(menu).getByTestId('user-email')).toHaveTextContent('maria@example.org');
    expect(within(menu).getByTestId('menu-logout')).toHaveAttribute('href', '/logout');
  });

  it('offers "Sair de todos os dispositivos", which ends the sessions of every device', async () => {
    const { auth } = await renderShell({
      path: '/edicoes/ativas',
      projectId: 47,
      user: userWith(['student']),
      loadModule,
    });
    const menu = await openMenu();
    const item = within(menu).getByRole('menuitem', { name: 'Sair de todos os dispositivos' });
    expect(item).toHaveAttribute('href', '/logout');
    await userEvent.click(item);
    await waitFor(() => expect(auth.endSession).toHaveBeenCalledWith({ everywhere: true }));
  });

  it('the plain "Sair" ends only this session', async () => {
    const { auth } = await renderShell({
      path: '/edicoes/ativas',
      projectId: 47,
      user: userWith(['student']),
      loadModule,
    });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(auth.endSession).toHaveBeenCalledTimes(1));
    expect(auth.endSession).toHaveBeenCalledWith(undefined);
  });

  it('omits the e-mail when the user has none', async () => {
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student'], { email: null }) });
    const menu = await openMenu();
    expect(within(menu).queryByTestId('user-email')).not.toBeInTheDocument();
  });

  it('links to the external profile page for other projects', async () => {
    await renderShell({ path: '/edicoes/ativas', projectId: 47, user: userWith(['student']), loadModule });
    const menu = await openMenu();
    expect(within(menu).getByTestId('menu-edit-profile')).toHaveAttribute(
      'href',
      'https://contas.example.org/perfil',
    );
  });

  it('hides edit profile for project 36', async () => {
    await renderShell({ path: '/edicoes/ativas', projectId: 36, user: userWith(['student']), loadModule });
    const menu = await openMenu();
    expect(within(menu).queryByTestId('menu-edit-profile')).not.toBeInTheDocument();
    expect(within(menu).getByTestId('menu-logout')).toBeInTheDocument();
  });

  it('links to the support page for other projects', async () => {
    await renderShell({ path: '/edicoes/ativas', projectId: 47, user: userWith(['student']), loadModule });
    const menu = await openMenu();
    const support = within(menu).getByRole('menuitem', { name: 'Suporte' });
    expect(support).toHaveAttribute('href', '/suporte');
  });

  it('hides the support link for project 36', async () => {
    await renderShell({ path: '/edicoes/ativas', projectId: 36, user: userWith(['student']), loadModule });
    const menu = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Suporte' })).not.toBeInTheDocument();
    expect(within(menu).queryByTestId('menu-support')).not.toBeInTheDocument();
    expect(within(menu).getByTestId('menu-logout')).toBeInTheDocument();
  });

  it('hides edit profile on the resolver route', async () => {
    await renderShell({
      path: '/edicoes/ativas/3/fases/9/resolver/4',
      projectId: 47,
      user: userWith(['student']),
      loadModule,
    });
    const menu = await openMenu();
    expect(within(menu).queryByTestId('menu-edit-profile')).not.toBeInTheDocument();
  });
});

describe('header', () => {
  it('links home to the default path and inactive editions per role', async () => {
    await renderShell({ path: '/admin/edicoes', user: userWith(['admin']), loadModule });
    const header = await screen.findByTestId('app-header');
    expect(within(header).getByTestId('nav-home')).toHaveAttribute('href', '/admin/edicoes');
    expect(within(header).getByTestId('nav-home')).toHaveTextContent('Edições');
    expect(within(header).getByTestId('nav-inactive')).toHaveAttribute('href', '/admin/edicoes/inativas');
  });

  it('marks only the page the user is on as current, in bold', async () => {
    await renderShell({ path: '/edicoes/inativas', user: userWith(['student']), loadModule });
    const header = await screen.findByTestId('app-header');
    const home = within(header).getByTestId('nav-home');
    const inactive = within(header).getByTestId('nav-inactive');
    expect(home).not.toHaveAttribute('aria-current');
    expect(inactive).toHaveAttribute('aria-current', 'page');
    expect(getComputedStyle(home).fontWeight).not.toMatch(/bold/);
    expect(getComputedStyle(inactive).fontWeight).toMatch(/bold/);
  });

  it('has no inactive-editions link for a coordinator', async () => {
    await renderShell({ path: '/edicoes', user: userWith(['coordinator']), loadModule });
    const header = await screen.findByTestId('app-header');
    expect(within(header).getByTestId('nav-home')).toHaveAttribute('href', '/edicoes');
    expect(within(header).queryByTestId('nav-inactive')).not.toBeInTheDocument();
  });

  it('is not rendered for signed-out users', async () => {
    await renderShell({ path: '/' });
    await screen.findByTestId('login-screen');
    expect(screen.queryByTestId('app-header')).not.toBeInTheDocument();
  });
});
