import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from 'shared-contracts/client';
import { editionsDocument, pagedEditions, type EditionRow } from '../../../test/edition-documents';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { ActiveEditionsPage } from './ActiveEditionsPage';
import { allowConsoleError } from 'shared-contracts/testing';
import { Link } from 'shared-contracts/ui';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

const openUnsubscribed: EditionRow = { id: '11', description: 'OBIA', open: true };
const subscribed: EditionRow = {
  id: '12',
  description: 'OBIA Júnior',
  open: true,
  inscription: { category: 'regular' },
};
const closedUnsubscribed: EditionRow = { id: '13', description: 'OBIA Sênior', open: false };

let server: StubbedFetch;

function serve(handler: (url: URL) => { status?: number; body?: unknown }) {
  server = stubFetch((url) => handler(url));
}

const rows = () => screen.getAllByTestId('edition-row');
const rowOf = (name: string) => rows().find((r) => within(r).queryByText(`2026 - ${name}`))!;

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => setViewportWidth(1280));
afterEach(() => server?.restore());

describe('ActiveEditionsPage', () => {
  it('asks for page 1 with 7 editions, their coordinators, countries and time zone', async () => {
    serve(() => ({ body: editionsDocument([openUnsubscribed, subscribed, closedUnsubscribed]) }));
    const { intlErrors } = renderRoute(<ActiveEditionsPage />, {
      path: '/edicoes/ativas',
      entry: '/edicoes/ativas',
    });

    await waitFor(() => expect(rows()).toHaveLength(3));
    const url = server.requests[0]!;
    expect(url.pathname).toBe('/api/active-edition');
    expect(url.searchParams.get('page[number]')).toBe('1');
    expect(url.searchParams.get('page[size]')).toBe('7');
    expect(url.searchParams.get('include')).toBe('coordinators,countries,time_zone');
    expect(screen.getByTestId('active-editions')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edições ativas' })).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('links "Inscrever-se" when open and not subscribed, "Acessar" (and "Editar inscrição" while open) when subscribed, nothing when closed', async () => {
    serve(() => ({ body: editionsDocument([openUnsubscribed, subscribed, closedUnsubscribed]) }));
    renderRoute(<ActiveEditionsPage />, { path: '/edicoes/ativas', entry: '/edicoes/ativas' });
    await waitFor(() => expect(rows()).toHaveLength(3));

    const open = rowOf('OBIA');
    expect(within(open).getByRole('link', { name: 'Inscrever-se' })).toHaveAttribute(
      'href',
      '/inscricoes/11/estudante',
    );
    expect(within(open).queryByRole('link', { name: 'Acessar' })).not.toBeInTheDocument();
    expect(within(open).getByText('Aberta')).toBeInTheDocument();
    expect(within(open).getByText('Não')).toBeInTheDocument();

    const mine = rowOf('OBIA Júnior');
    expect(within(mine).getByRole('link', { name: 'Acessar' })).toHaveAttribute('href', '/edicoes/ativas/12');
    // Registration is still open there: the student may edit it.
    expect(within(mine).getByRole('link', { name: 'Editar inscrição' })).toHaveAttribute(
      'href',
      '/inscricoes/12/estudante',
    );
    expect(within(mine).queryByRole('link', { name: 'Inscrever-se' })).not.toBeInTheDocument();
    expect(within(mine).getByText('Sim')).toBeInTheDocument();
    expect(within(mine).getByText('Regular')).toBeInTheDocument();

    const closed = rowOf('OBIA Sênior');
    expect(within(closed).queryByRole('link')).not.toBeInTheDocument();
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();
    expect(within(closed).getByText('Encerrada')).toBeInTheDocument();
    expect(within(closed).getByText('Inscrições encerradas')).toBeInTheDocument();
  });

  it('navigates to the subscription form from "Inscrever-se"', async () => {
    serve(() => ({ body: editionsDocument([openUnsubscribed]) }));
    renderRoute(<ActiveEditionsPage />, { path: '/edicoes/ativas', entry: '/edicoes/ativas' });
    fireEvent.click(await screen.findByRole('link', { name: 'Inscrever-se' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/inscricoes/11/estudante');
  });

  it('hides the category and subscription columns below 720 px', async () => {
    setViewportWidth(719);
    serve(() => ({ body: editionsDocument([subscribed]) }));
    renderRoute(<ActiveEditionsPage />, { path: '/edicoes/ativas', entry: '/edicoes/ativas' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const table = screen.getByTestId('active-editions');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Edição', 'Inscrito', 'Ação']);
    expect(within(table).queryByText('Regular')).not.toBeInTheDocument();
    expect(within(table).queryByText('Aberta')).not.toBeInTheDocument();
    expect(within(rows()[0]!).getByRole('link', { name: 'Acessar' })).toBeInTheDocument();
  });

  it('shows every column at 720 px and above', async () => {
    setViewportWidth(720);
    serve(() => ({ body: editionsDocument([subscribed]) }));
    renderRoute(<ActiveEditionsPage />, { path: '/edicoes/ativas', entry: '/edicoes/ativas' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const headers = within(screen.getByTestId('active-editions'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Edição', 'Inscrições', 'Inscrito', 'Categoria', 'Ação']);
  });

  it('refetches page 1 with the new size when the page size changes', async () => {
    serve(
      pagedEditions(
        Array.from({ length: 16 }, (_, i) => ({
          ...openUnsubscribed,
          id: String(100 + i),
          description: `Edição ${i}`,
        })),
      ),
    );
    renderRoute(<ActiveEditionsPage />, { path: '/edicoes/ativas', entry: '/edicoes/ativas' });
    await waitFor(() => expect(rows()).toHaveLength(7));

    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await screen.findByText('2026 - Edição 7');
    expect(server.requests.at(-1)!.searchParams.get('page[number]')).toBe('2');

    fireEvent.change(screen.getByLabelText('Itens por página'), { target: { value: '14' } });
    await waitFor(() => expect(rows()).toHaveLength(14));
    const last = server.requests.at(-1)!;
    expect(last.searchParams.get('page[size]')).toBe('14');
    expect(last.searchParams.get('page[number]')).toBe('1');
    expect(screen.getByText('2026 - Edição 0')).toBeInTheDocument();
  });

  it('shows the connection-lost notice and the warnings sent in navigation state', async () => {
    serve(() => ({ body: editionsDocument([]) }));
    renderRoute(<ActiveEditionsPage />, {
      path: '/edicoes/ativas',
      entry: {
        pathname: '/edicoes/ativas',
        state: { disconnected: true, warnings: ['Você não está classificado para esta fase.'] },
      },
    });
    expect(await screen.findByTestId('connection-lost')).toHaveTextContent('Conexão perdida');
    expect(screen.getByTestId('arrival-warning')).toHaveTextContent(
      'Você não está classificado para esta fase.',
    );
  });

  it('once the connection is back, drops the connection-lost notice and loads the list again', async () => {
    let offline = true;
    serve(() =>
      offline
        ? { status: 503, body: {} }
        : { body: editionsDocument([{ ...openUnsubscribed, id: '100', description: 'Edição 0' }]) },
    );
    renderRoute(<ActiveEditionsPage />, {
      path: '/edicoes/ativas',
      entry: { pathname: '/edicoes/ativas', state: { disconnected: true, warnings: [] } },
    });
    expect(await screen.findByTestId('connection-lost')).toBeInTheDocument();
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0));
    const before = server.requests.length;
    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('2026 - Edição 0')).toBeInTheDocument();
    expect(screen.queryByTestId('connection-lost')).not.toBeInTheDocument();
    expect(server.requests.length).toBeGreaterThan(before);
  });

  it('shows no notice without navigation state, and a clear message for an empty list', async () => {
    serve(() => ({ body: editionsDocument([]) }));
    renderRoute(<ActiveEditionsPage />, { path: '/edicoes/ativas', entry: '/edicoes/ativas' });
    expect(await screen.findByText('Nenhuma edição ativa no momento.')).toBeInTheDocument();
    expect(screen.queryByTestId('connection-lost')).not.toBeInTheDocument();
    expect(screen.queryByTestId('arrival-warning')).not.toBeInTheDocument();
  });

  it('shows an error with a retry button that loads the list again', async () => {
    allowConsoleError(/\[awards\] could not read the awards/); // the API is down: the award read fails too, and says so
    let fail = true;
    serve(() =>
      fail
        ? { status: 500, body: { errors: [{ status: '500', title: 'Erro' }] } }
        : { body: editionsDocument([subscribed]) },
    );
    renderRoute(<ActiveEditionsPage />, { path: '/edicoes/ativas', entry: '/edicoes/ativas' });
    expect(await screen.findByText('Não foi possível carregar as edições ativas.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByText('Não foi possível carregar as edições ativas.')).not.toBeInTheDocument();
  });

  it('renders in Spanish and European Portuguese with every message present', async () => {
    serve(() => ({ body: editionsDocument([openUnsubscribed, subscribed]) }));
    const es = renderRoute(<ActiveEditionsPage />, {
      path: '/edicoes/ativas',
      entry: '/edicoes/ativas',
      locale: 'es',
    });
    expect(await screen.findByRole('link', { name: 'Inscribirse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acceder' })).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    const pt = renderRoute(<ActiveEditionsPage />, {
      path: '/edicoes/ativas',
      entry: '/edicoes/ativas',
      locale: 'pt-PT',
    });
    expect(await screen.findByRole('link', { name: 'Inscrever-se' })).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });

  it('reads the list afresh on each opening (back from a registration, the list shows it)', async () => {
    serve(() => ({ body: editionsDocument([openUnsubscribed]) }));
    renderRoute(
      <>
        <ActiveEditionsPage />
        <Link to="/edicoes/ativas">Edições</Link>
      </>,
      { path: '/edicoes/ativas', entry: '/edicoes/ativas' },
    );
    const listReads = () => server.requests.filter((url) => url.pathname === '/api/active-edition');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(listReads()).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'Edições' }));
    await waitFor(() => expect(listReads()).toHaveLength(2));
    expect(listReads()[1]!.searchParams.get('page[number]')).toBe('1');
  });
});
