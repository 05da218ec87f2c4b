import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from 'shared-contracts/client';
import { editionsDocument, pagedEditions, type EditionRow } from '../../../test/edition-documents';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { InactiveEditionsPage } from './InactiveEditionsPage';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

const past = (id: string, description: string, category?: string): EditionRow => ({
  id,
  description,
  year: 2025,
  open: false,
  active: false,
  ...(category === undefined ? {} : { inscription: { category } }),
});

const subscribed = past('21', 'OBIA', 'regular');
const notSubscribed = past('22', 'OBIA Sênior');

let server: StubbedFetch;
const serve = (handler: (url: URL) => { status?: number; body?: unknown }) => {
  server = stubFetch((url) => handler(url));
};
const route = { path: '/edicoes/inativas', entry: '/edicoes/inativas' };

const rows = () => screen.getAllByTestId('edition-row');
const rowOf = (name: string) => rows().find((r) => within(r).queryByText(`2025 - ${name}`))!;

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => setViewportWidth(1280));
afterEach(() => server?.restore());

describe('InactiveEditionsPage', () => {
  it('asks GET inactive-edition for page 1 with 7 editions and shows every column', async () => {
    serve(() => ({ body: editionsDocument([subscribed, notSubscribed]) }));
    const { intlErrors } = renderRoute(<InactiveEditionsPage />, route);

    await waitFor(() => expect(rows()).toHaveLength(2));
    const url = server.requests[0]!;
    expect(url.pathname).toBe('/api/inactive-edition');
    expect(url.searchParams.get('page[number]')).toBe('1');
    expect(url.searchParams.get('page[size]')).toBe('7');
    expect(url.searchParams.get('include')).toBe('coordinators,countries,time_zone');
    expect(screen.getByRole('heading', { name: 'Edições inativas' })).toBeInTheDocument();
    const headers = within(screen.getByTestId('inactive-editions'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Edição', 'Inscrições', 'Inscrito', 'Categoria', 'Ação']);
    expect(intlErrors).toEqual([]);
  });

  it('links "Acessar" to /edicoes/inativas/{id} only when the user is subscribed', async () => {
    serve(() => ({ body: editionsDocument([subscribed, notSubscribed]) }));
    renderRoute(<InactiveEditionsPage />, route);
    await waitFor(() => expect(rows()).toHaveLength(2));

    const mine = rowOf('OBIA');
    expect(within(mine).getByRole('link', { name: 'Acessar' })).toHaveAttribute(
      'href',
      '/edicoes/inativas/21',
    );
    expect(within(mine).getByText('Inscrito')).toBeInTheDocument();
    expect(within(mine).getByText('Encerrada')).toBeInTheDocument();

    const other = rowOf('OBIA Sênior');
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
    expect(within(other).getByText('Não realizada')).toBeInTheDocument();
    expect(within(other).getByText('—')).toBeInTheDocument();
    expect(within(other).queryByText('Inscrições encerradas')).not.toBeInTheDocument();
  });

  it('navigates to the edition page from "Acessar"', async () => {
    serve(() => ({ body: editionsDocument([subscribed]) }));
    renderRoute(<InactiveEditionsPage />, route);
    fireEvent.click(await screen.findByRole('link', { name: 'Acessar' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/edicoes/inativas/21');
  });

  it('labels categories: 28 Oficial, 29 Estudante, open/opened Aberta, anything else Regular', async () => {
    const cases: [string, string][] = [
      ['28', 'Oficial'],
      ['29', 'Estudante'],
      ['open', 'Aberta'],
      ['opened', 'Aberta'],
      ['regular', 'Regular'],
      ['something_else', 'Regular'],
    ];
    serve(() => ({
      body: editionsDocument(cases.map(([category], i) => past(String(30 + i), `Cat ${category}`, category))),
    }));
    renderRoute(<InactiveEditionsPage />, route);
    await waitFor(() => expect(rows()).toHaveLength(cases.length));
    for (const [category, label] of cases) {
      const row = rowOf(`Cat ${category}`);
      expect(within(row).getByText(label)).toBeInTheDocument();
      expect(within(row).queryByText(category)).not.toBeInTheDocument();
    }
  });

  it('pages with "Próxima página" and refetches page 1 when the page size changes', async () => {
    serve(pagedEditions(Array.from({ length: 8 }, (_, i) => past(String(100 + i), `Edição ${i}`))));
    renderRoute(<InactiveEditionsPage />, route);
    await waitFor(() => expect(rows()).toHaveLength(7));

    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await screen.findByText('2025 - Edição 7');
    expect(rows()).toHaveLength(1);
    expect(server.requests.at(-1)!.searchParams.get('page[number]')).toBe('2');

    fireEvent.change(screen.getByLabelText('Itens por página'), { target: { value: '14' } });
    await waitFor(() => expect(rows()).toHaveLength(8));
    const last = server.requests.at(-1)!;
    expect(last.searchParams.get('page[size]')).toBe('14');
    expect(last.searchParams.get('page[number]')).toBe('1');
  });

  it('shows the connection-lost notice only when navigation state flags it', async () => {
    serve(() => ({ body: editionsDocument([]) }));
    const flagged = renderRoute(<InactiveEditionsPage />, {
      path: '/edicoes/inativas',
      entry: { pathname: '/edicoes/inativas', state: { disconnected: true } },
    });
    expect(await screen.findByTestId('connection-lost')).toHaveTextContent('Conexão perdida');
    flagged.unmount();

    renderRoute(<InactiveEditionsPage />, route);
    expect(await screen.findByText('Nenhuma edição inativa.')).toBeInTheDocument();
    expect(screen.queryByTestId('connection-lost')).not.toBeInTheDocument();
  });

  it('renders in Spanish and European Portuguese with every message present', async () => {
    serve(() => ({ body: editionsDocument([subscribed, notSubscribed]) }));
    const es = renderRoute(<InactiveEditionsPage />, { ...route, locale: 'es' });
    expect(await screen.findByRole('link', { name: 'Acceder' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ediciones inactivas' })).toBeInTheDocument();
    expect(screen.getByText('No realizada')).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    const pt = renderRoute(<InactiveEditionsPage />, { ...route, locale: 'pt-PT' });
    expect(await screen.findByRole('link', { name: 'Acessar' })).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });
});
