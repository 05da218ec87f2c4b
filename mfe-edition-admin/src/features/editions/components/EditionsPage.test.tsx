import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { editionsDocument, userWith, type EditionFixture } from '../../../test/fixtures';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { EditionListPage, InactiveEditionsPage } from './EditionsPage';
import { allowConsoleError } from 'shared-contracts/testing';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

const admin = userWith('A1', 'admin');
const coordinator = userWith('C1', 'coordinator');

const obia: EditionFixture = {
  id: '1',
  description: 'OBIA',
  coordinators: [
    { id: 'u1', name: 'Ana Souza', fractal_id: 'C1' },
    { id: 'u2', name: 'Bruno Lima', fractal_id: 'C9' },
  ],
  // 02:30 UTC on 1 March is still 28 February in São Paulo.
  start_registration: '2026-03-01T02:30:00Z',
  end_registration: '2026-05-01T02:30:00Z',
  time_zone: 'America/Sao_Paulo',
};
const junior: EditionFixture = {
  id: '2',
  description: 'OBIA Júnior',
  coordinators: [],
  start_registration: '2026-03-01T02:30:00Z',
  end_registration: '2026-05-01T02:30:00Z',
  time_zone: 'Europe/Lisbon',
};

let server: StubbedFetch;
const rows = () => screen.getAllByTestId('edition-row');
const rowOf = (name: string) => rows().find((r) => within(r).queryByText(`2026 - ${name}`))!;
const gets = () => server.requests.filter((_, i) => server.methods[i] === 'GET');

function serveEditions(all: EditionFixture[], onDelete?: (id: string) => number) {
  server = stubFetch((url, { method }) => {
    if (method === 'DELETE') {
      const id = url.pathname.split('/').pop()!;
      const status = onDelete ? onDelete(id) : 204;
      if (status === 204)
        all.splice(
          all.findIndex((e) => e.id === id),
          1,
        );
      return status === 204
        ? { status }
        : { status, body: { errors: [{ status: String(status), title: 'Erro' }] } };
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const per = Number(url.searchParams.get('per') ?? 7);
    return { body: editionsDocument(all.slice((page - 1) * per, page * per), all.length) };
  });
}

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  setViewportWidth(1280);
  useAuthStore.setState({ user: admin });
});
afterEach(() => {
  server?.restore();
  jest.restoreAllMocks();
});

describe('EditionListPage', () => {
  it('asks GET editions for page 1 with 7 per page, with coordinators and time zones', async () => {
    serveEditions([obia, junior]);
    const { intlErrors } = renderRoute(<EditionListPage />, {
      path: '/admin/edicoes',
      entry: '/admin/edicoes',
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const url = gets()[0]!;
    expect(url.pathname).toBe('/api/editions');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('per')).toBe('7');
    expect(url.searchParams.get('include')).toBe('coordinators,time_zone');
    expect(url.searchParams.get('filter[active]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Edições' })).toBeInTheDocument();
    expect(screen.getByTestId('editions-table')).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('shows year, coordinators and registration dates in the edition time zone', async () => {
    serveEditions([obia, junior]);
    renderRoute(<EditionListPage />, { path: '/admin/edicoes', entry: '/admin/edicoes' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const headers = within(screen.getByTestId('editions-table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Edição', 'Ano', 'Coordenadores', 'Data de Inscrição', 'Data de Fim', 'Ações']);
    const cells = within(rowOf('OBIA'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual([
      '2026 - OBIA',
      '2026',
      'Ana Souza, Bruno Lima',
      '28/02/2026',
      '30/04/2026',
    ]);
    const lisbon = within(rowOf('OBIA Júnior'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(lisbon.slice(3, 5)).toEqual(['01/03/2026', '01/05/2026']);
  });

  it('keeps only the edition, the year and the actions below 720 px', async () => {
    setViewportWidth(600);
    serveEditions([obia]);
    renderRoute(<EditionListPage />, { path: '/admin/edicoes', entry: '/admin/edicoes' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const headers = within(screen.getByTestId('editions-table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Edição', 'Ano', 'Ações']);
    expect(screen.queryByText('Ana Souza, Bruno Lima')).not.toBeInTheDocument();
  });

  it('offers admins Ver and Editar on every row, and "Criar Edição" leading to the creation form', async () => {
    const user = userEvent.setup();
    serveEditions([obia, junior]);
    renderRoute(<EditionListPage />, { path: '/admin/edicoes', entry: '/admin/edicoes' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Criar Edição' })).toHaveAttribute('href', '/admin/edicoes/nova');
    expect(screen.getAllByRole('button', { name: 'Ações' })).toHaveLength(2);

    await user.click(within(rowOf('OBIA Júnior')).getByRole('button', { name: 'Ações' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver' })).toHaveAttribute('href', '/edicoes/2');
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveAttribute('href', '/edicoes/2/editar');
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
  });

  it('shows coordinators no "Criar Edição"', async () => {
    useAuthStore.setState({ user: coordinator });
    serveEditions([obia, junior]);
    renderRoute(<EditionListPage />, { path: '/edicoes', entry: '/edicoes' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'Criar Edição' })).not.toBeInTheDocument();
  });

  it('refetches page 1 with the new size when the page size changes', async () => {
    const many = Array.from({ length: 16 }, (_, i) => ({
      id: String(i + 1),
      description: `Edição ${i + 1}`,
    }));
    serveEditions(many);
    renderRoute(<EditionListPage />, { path: '/admin/edicoes', entry: '/admin/edicoes' });
    await waitFor(() => expect(rows()).toHaveLength(7));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await screen.findByText('2026 - Edição 8');
    expect(gets().at(-1)!.searchParams.get('page')).toBe('2');

    fireEvent.change(screen.getByLabelText('Itens por página'), { target: { value: '20' } });
    await waitFor(() => expect(rows()).toHaveLength(16));
    expect(gets().at(-1)!.searchParams.get('per')).toBe('20');
    expect(gets().at(-1)!.searchParams.get('page')).toBe('1');
    expect(screen.getByTestId('paged-table-total')).toHaveTextContent('16 registros');
  });
});

describe('InactiveEditionsPage', () => {
  it('asks for inactive editions sorted by -results_due', async () => {
    serveEditions([obia]);
    renderRoute(<InactiveEditionsPage />, {
      path: '/admin/edicoes/inativas',
      entry: '/admin/edicoes/inativas',
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const url = gets()[0]!;
    expect(url.searchParams.get('filter[active]')).toBe('false');
    expect(url.searchParams.get('sort')).toBe('-results_due');
    expect(url.searchParams.get('per')).toBe('7');
    expect(screen.getByRole('heading', { name: 'Edições inativas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar Edição' })).toHaveAttribute('href', '/admin/edicoes/nova');
  });

  it('deletes an edition after confirmation, toasts and reloads the page', async () => {
    const user = userEvent.setup();
    const create = jest.spyOn(toaster, 'create');
    serveEditions([{ ...obia }, { ...junior }]);
    renderRoute(<InactiveEditionsPage />, {
      path: '/admin/edicoes/inativas',
      entry: '/admin/edicoes/inativas',
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Ações' })).toHaveLength(2);

    await user.click(within(rowOf('OBIA Júnior')).getByRole('button', { name: 'Ações' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('2026 - OBIA Júnior');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    const del = server.requests.find((_, i) => server.methods[i] === 'DELETE')!;
    expect(del.pathname).toBe('/api/editions/2');
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Edição excluída com sucesso.' }),
    );
    expect(screen.queryByText('2026 - OBIA Júnior')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the edition and reports the failure when the deletion fails', async () => {
    allowConsoleError(/\[editions\] delete failed/); // the refused deletion is logged
    const user = userEvent.setup();
    const create = jest.spyOn(toaster, 'create');
    serveEditions([{ ...obia }], () => 422);
    renderRoute(<InactiveEditionsPage />, {
      path: '/admin/edicoes/inativas',
      entry: '/admin/edicoes/inativas',
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Ações' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'Não foi possível remover a edição.' }),
      ),
    );
    expect(rows()).toHaveLength(1);
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    serveEditions([{ ...obia }]);
    renderRoute(<InactiveEditionsPage />, {
      path: '/admin/edicoes/inativas',
      entry: '/admin/edicoes/inativas',
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Ações' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.methods).not.toContain('DELETE');
  });

  it('offers no deletion to a coordinator (the API deletes for admins only)', async () => {
    useAuthStore.setState({ user: coordinator });
    serveEditions([{ ...obia }]);
    renderRoute(<InactiveEditionsPage />, {
      path: '/admin/edicoes/inativas',
      entry: '/admin/edicoes/inativas',
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ações' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Excluir' })).not.toBeInTheDocument();
  });
});
