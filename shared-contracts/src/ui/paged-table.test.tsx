import '@testing-library/jest-dom';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Page } from '../client/api-client';
import { createQueryClient, QueryClientProvider } from '../client/query';
import { setViewportWidth } from '../testing/render-route';
import { SHARED_MESSAGES } from '../i18n/shared-messages';
import { PagedTable, pageItems, usePagedQuery, type PageRequest, type PagedColumn } from './paged-table';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

interface Row {
  id: string;
  name: string;
  city: string;
}

const columns: PagedColumn<Row>[] = [
  { key: 'name', header: 'Nome', cell: (r) => r.name },
  { key: 'city', header: 'Cidade', cell: (r) => r.city, hideBelow720: true },
];

const ALL: Row[] = Array.from({ length: 30 }, (_, i) => ({
  id: String(i + 1),
  name: `Pessoa ${i + 1}`,
  city: `Cidade ${i + 1}`,
}));

function serverPage(request: PageRequest): Page<Row> {
  const start = (request.page - 1) * request.size;
  return {
    items: ALL.slice(start, start + request.size),
    total: ALL.length,
    pageCount: Math.ceil(ALL.length / request.size),
  };
}

function Harness({
  fetchPage,
  deps = [],
}: {
  fetchPage: (r: PageRequest) => Promise<Page<Row>>;
  deps?: unknown[];
}) {
  const query = usePagedQuery(fetchPage, deps);
  return (
    <>
      <button onClick={query.reload}>reload</button>
      <PagedTable
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        testId="people"
        rowTestId="person-row"
      />
    </>
  );
}

function renderTable(fetchPage: (r: PageRequest) => Promise<Page<Row>>, deps: unknown[] = []) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const wrap = (d: unknown[]) => (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale="pt-BR" messages={SHARED_MESSAGES['pt-BR']}>
          <Harness fetchPage={fetchPage} deps={d} />
        </IntlProvider>
      </ChakraProvider>
    </QueryClientProvider>
  );
  const utils = render(wrap(deps));
  return { ...utils, rerenderWithDeps: (d: unknown[]) => utils.rerender(wrap(d)) };
}

describe('pageItems', () => {
  it('shows first, last and the neighbours of the current page', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('PagedTable', () => {
  beforeEach(() => setViewportWidth(1024));

  it('fetches page 1 with 7 items, shows the rows and the total', async () => {
    const fetchPage = jest.fn(async (r: PageRequest) => serverPage(r));
    renderTable(fetchPage);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    await waitFor(() => expect(screen.getAllByTestId('person-row')).toHaveLength(7));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0]![0]).toMatchObject({ page: 1, size: 7 });
    expect(screen.getByTestId('paged-table-total')).toHaveTextContent('30 registros');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Itens por página')).toHaveValue('7');
  });

  it('hides columns marked hideBelow720 on a narrow viewport and shows them on a wide one', async () => {
    setViewportWidth(719);
    const narrow = renderTable(async (r) => serverPage(r));
    await screen.findAllByTestId('person-row');
    const table = screen.getByTestId('people');
    expect(within(table).getByRole('columnheader', { name: 'Nome' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Cidade' })).not.toBeInTheDocument();
    expect(within(table).queryByText('Cidade 1')).not.toBeInTheDocument();
    narrow.unmount();

    setViewportWidth(720);
    renderTable(async (r) => serverPage(r));
    await screen.findAllByTestId('person-row');
    expect(screen.getByRole('columnheader', { name: 'Cidade' })).toBeInTheDocument();
    expect(screen.getByText('Cidade 1')).toBeInTheDocument();
  });

  it('moves between pages with next, previous and page numbers', async () => {
    const fetchPage = jest.fn(async (r: PageRequest) => serverPage(r));
    renderTable(fetchPage);
    await screen.findByText('Pessoa 1');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await screen.findByText('Pessoa 8');
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, size: 7 }));
    fireEvent.click(screen.getByRole('button', { name: 'Página 5' }));
    await screen.findByText('Pessoa 29');
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    await screen.findByText('Pessoa 22');
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 4, size: 7 }));
  });

  it('refetches with the new page size and returns to page 1 when the size changes', async () => {
    const fetchPage = jest.fn(async (r: PageRequest) => serverPage(r));
    renderTable(fetchPage);
    await screen.findByText('Pessoa 1');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await screen.findByText('Pessoa 8');
    fireEvent.change(screen.getByLabelText('Itens por página'), { target: { value: '14' } });
    await waitFor(() => expect(screen.getAllByTestId('person-row')).toHaveLength(14));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, size: 14 }));
    expect(screen.getByText('Pessoa 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('returns to page 1 when the caller dependencies change', async () => {
    const fetchPage = jest.fn(async (r: PageRequest) => serverPage(r));
    const { rerenderWithDeps } = renderTable(fetchPage, ['a']);
    await screen.findByText('Pessoa 1');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await screen.findByText('Pessoa 8');
    const calls = fetchPage.mock.calls.length;
    rerenderWithDeps(['b']);
    await screen.findByText('Pessoa 1');
    expect(fetchPage.mock.calls.length).toBe(calls + 1);
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
  });

  it('moves back to the last page when a reload finds the current page past the end', async () => {
    let data = ALL.slice(0, 8);
    const fetchPage = jest.fn(async (r: PageRequest) => {
      const start = (r.page - 1) * r.size;
      return {
        items: data.slice(start, start + r.size),
        total: data.length,
        pageCount: Math.ceil(data.length / r.size),
      };
    });
    renderTable(fetchPage);
    await screen.findByText('Pessoa 1');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await screen.findByText('Pessoa 8');
    data = ALL.slice(0, 7); // the only row of page 2 was deleted
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    await screen.findByText('Pessoa 1');
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Nenhum registro encontrado.')).not.toBeInTheDocument();
  });

  it('shows the empty message when there are no rows', async () => {
    renderTable(async () => ({ items: [], total: 0, pageCount: 0 }));
    expect(await screen.findByText('Nenhum registro encontrado.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('person-row')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });

  it('shows an error with a retry button that fetches again', async () => {
    let fail = true;
    const fetchPage = jest.fn(async (r: PageRequest) => {
      if (fail) throw new Error('network down');
      return serverPage(r);
    });
    renderTable(fetchPage);
    expect(await screen.findByText('Não foi possível carregar os dados.')).toBeInTheDocument();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    });
    await screen.findByText('Pessoa 1');
    expect(screen.queryByText('Não foi possível carregar os dados.')).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
