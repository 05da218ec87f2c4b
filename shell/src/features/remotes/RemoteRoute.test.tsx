import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { userWith } from '../../test-utils/fixtures';
import { renderShell, resetShellState } from '../../test-utils/render-shell';

beforeEach(resetShellState);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const emptyMessages = { 'pt-BR': {}, es: {}, 'pt-PT': {} };

describe('remote routes', () => {
  it('renders the remote component for the route id and merges its messages', async () => {
    function ActiveEditions() {
      const intl = useIntl();
      return <h1>{intl.formatMessage({ id: 'exam.activeEditions.title' })}</h1>;
    }
    const loadModule = jest.fn(async () => ({
      remote: 'mfe_exam_taking',
      routes: { 'exam.activeEditions': ActiveEditions },
      messages: {
        'pt-BR': { 'exam.activeEditions.title': 'Edições ativas' },
        es: { 'exam.activeEditions.title': 'Ediciones activas' },
        'pt-PT': { 'exam.activeEditions.title': 'Edições em curso' },
      },
    }));
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']), loadModule });
    expect(await screen.findByRole('heading', { name: 'Edições em curso' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledWith('mfe_exam_taking');
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'es');
    expect(await screen.findByRole('heading', { name: 'Ediciones activas' })).toBeInTheDocument();
  });

  it('shows the fallback inside the layout when the remote component throws', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const loadModule = async () => ({
      remote: 'mfe_exam_taking',
      routes: { 'exam.activeEditions': Broken },
      messages: emptyMessages,
    });
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']), loadModule });
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('Não foi possível carregar esta área neste momento.');
    expect(within(fallback).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByTestId('app-header')).toBeInTheDocument();
    expect(screen.getByTestId('user-menu')).toBeInTheDocument();
    expect(screen.getByLabelText('Idioma')).toBeInTheDocument();
  });

  it('shows the fallback when the remote cannot be loaded, and "Tentar novamente" loads it again', async () => {
    let available = false;
    const Page = () => <p>área carregada</p>;
    const loadModule = jest.fn(async () => {
      if (!available) throw new Error('remote entry unreachable');
      return { remote: 'mfe_exam_taking', routes: { 'exam.activeEditions': Page }, messages: emptyMessages };
    });
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']), loadModule });
    const fallback = await screen.findByTestId('remote-fallback');
    expect(screen.getByTestId('app-header')).toBeInTheDocument();
    available = true;
    await userEvent.click(within(fallback).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('área carregada')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(2);
  });

  it('a failing remote does not affect another remote', async () => {
    const Admin = () => <p>painel de edições</p>;
    const loadModule = async (remote: string) => {
      if (remote === 'mfe_exam_taking') throw new Error('down');
      return { remote, routes: { 'admin.adminEditions': Admin }, messages: emptyMessages };
    };
    await renderShell({ path: '/admin/edicoes', user: userWith(['admin']), loadModule });
    expect(await screen.findByText('painel de edições')).toBeInTheDocument();
  });

  it('keeps the remote mounted while it navigates inside its own area', async () => {
    const mounts = jest.fn();
    function Area() {
      const { pathname } = useLocation();
      useEffect(() => mounts(), []);
      return (
        <div>
          <p>caminho {pathname}</p>
          <Link to="/edicoes/ativas/5/fases/2">fase 2</Link>
        </div>
      );
    }
    const loadModule = async () => ({
      remote: 'mfe_exam_taking',
      routes: { 'exam.activeArea': Area },
      messages: emptyMessages,
    });
    await renderShell({ path: '/edicoes/ativas/5', user: userWith(['student']), loadModule });
    expect(await screen.findByText('caminho /edicoes/ativas/5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'fase 2' }));
    expect(await screen.findByText('caminho /edicoes/ativas/5/fases/2')).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it('shows Not Found when the remote lacks the route id', async () => {
    const loadModule = async () => ({ remote: 'mfe_exam_taking', routes: {}, messages: emptyMessages });
    await renderShell({ path: '/edicoes/inativas', user: userWith(['student']), loadModule });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('shows a spinner while the remote loads', async () => {
    let release: (m: unknown) => void = () => undefined;
    const loadModule = () => new Promise<unknown>((resolve) => (release = resolve));
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']), loadModule });
    expect(screen.getByTestId('route-loading')).toBeInTheDocument();
    release({
      remote: 'mfe_exam_taking',
      routes: { 'exam.activeEditions': () => <p>pronto</p> },
      messages: emptyMessages,
    });
    await waitFor(() => expect(screen.getByText('pronto')).toBeInTheDocument());
  });

  it('mounts a parcel remote with single-spa and unmounts it when the route is left', async () => {
    const mount = jest.fn(async (props: { domElement: HTMLElement; routeId: string }) => {
      props.domElement.innerHTML = `<p>parcel ${props.routeId}</p>`;
    });
    const unmount = jest.fn(async (props: { domElement: HTMLElement }) => {
      props.domElement.innerHTML = '';
    });
    const parcel = { bootstrap: async () => undefined, mount, unmount };
    const loadModule = async () => ({ default: parcel });
    await renderShell({
      path: '/edicoes/ativas',
      user: userWith(['student']),
      loadModule,
      kinds: { mfe_exam_taking: 'parcel' },
    });
    expect(await screen.findByText('parcel exam.activeEditions')).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('user-menu'));
    await userEvent.click(await screen.findByTestId('menu-logout'));
    await waitFor(() => expect(unmount).toHaveBeenCalled());
  });

  it("gives a parcel the shell's props, updates it on a new language and lets it navigate", async () => {
    const seen: Record<string, unknown>[] = [];
    const render = (props: Record<string, unknown> & { domElement: HTMLElement }) => {
      seen.push(props);
      props.domElement.innerHTML = `<p>parcel em ${String(props.locale)}</p><button>ir</button>`;
      props.domElement
        .querySelector('button')
        ?.addEventListener('click', () => (props.navigate as (to: string) => void)('/edicoes/ativas'));
    };
    const mount = jest.fn(async (props: Record<string, unknown> & { domElement: HTMLElement }) =>
      render(props),
    );
    const update = jest.fn(async (props: Record<string, unknown> & { domElement: HTMLElement }) =>
      render(props),
    );
    const parcel = { bootstrap: async () => undefined, mount, update, unmount: async () => undefined };
    const user = userWith(['educator']);
    await renderShell({
      path: '/inscricoes/7/estudante',
      projectId: 47,
      user,
      loadModule: async (remote) =>
        remote === 'mfe_auth_registration'
          ? { parcel }
          : { routes: { 'exam.activeEditions': () => <p>edições ativas</p> }, messages: emptyMessages },
      kinds: { mfe_auth_registration: 'parcel' },
    });
    expect(await screen.findByText('parcel em pt-BR')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({
      remote: 'mfe_auth_registration',
      routeId: 'registration.student',
      pathname: '/inscricoes/7/estudante',
      projectId: 47,
      locale: 'pt-BR',
      userId: String(user.id),
    });
    expect(typeof seen[0]?.apiFetch).toBe('function');
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'es');
    expect(await screen.findByText('parcel em es')).toBeInTheDocument();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'ir' }));
    expect(await screen.findByText('edições ativas', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/edicoes/ativas');
  });

  it('shows the fallback when a parcel cannot be imported, and "Tentar novamente" imports it again', async () => {
    let available = false;
    const parcel = {
      bootstrap: async () => undefined,
      mount: async (props: { domElement: HTMLElement }) => {
        props.domElement.innerHTML = '<p>inscrição de professor</p>';
      },
      unmount: async () => undefined,
    };
    const loadModule = jest.fn(async () => {
      if (!available) throw new Error('parcel.js unreachable');
      return { parcel };
    });
    await renderShell({
      path: '/inscricoes/7/estudante',
      projectId: 47,
      user: userWith(['educator']),
      loadModule,
      kinds: { mfe_auth_registration: 'parcel' },
    });
    const fallback = await screen.findByTestId('remote-fallback');
    available = true;
    await userEvent.click(within(fallback).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('inscrição de professor')).toBeInTheDocument();
  });
});
