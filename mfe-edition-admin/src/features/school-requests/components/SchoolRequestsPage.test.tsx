import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { allowConsoleError } from 'shared-contracts/testing';
import { userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import { schoolRequestsApi, type RequestFixture } from '../../../test/school-requests';
import { SchoolRequestsPage } from './SchoolRequestsPage';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

const PATH = '/edicoes/:id/escolas/solicitacoes';
const FAILURE = 'Não foi possível processar a sua requisição no momento. Tente novamente mais tarde.';

const nine: RequestFixture[] = [
  { id: '9', name: 'Escola Nove' },
  { id: '8', name: 'Escola Oito', status: 'accepted' },
  { id: '7', name: 'Escola Sete', status: 'rejected' },
  ...['6', '5', '4', '3', '2', '1'].map((id) => ({ id, name: `Escola ${id}` })),
];

let server: StubbedFetch;
const rows = () => screen.getAllByTestId('school-request-row');
const rowOf = (name: string) => rows().find((r) => within(r).queryByText(name))!;
const writes = () =>
  server.requests.map((url, i) => [server.methods[i], url.pathname]).filter(([method]) => method !== 'GET');

function renderPage(write?: Parameters<typeof schoolRequestsApi>[1], user = userWith('A1', 'admin')) {
  useAuthStore.setState({ user });
  server = stubFetch(schoolRequestsApi(nine, write));
  return renderRoute(<SchoolRequestsPage />, { path: PATH, entry: '/edicoes/1/escolas/solicitacoes' });
}

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => setViewportWidth(1280));
afterEach(() => server?.restore());

describe('SchoolRequestsPage', () => {
  it('lists the edition’s requests 7 a page with every column, the status badge and actions on pending rows only', async () => {
    const { intlErrors } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitações de escolas' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(7));
    const list = server.requests.find((u) => u.pathname === '/api/unit_requests')!;
    expect(list.searchParams.get('edition_id')).toBe('1');
    expect(list.searchParams.get('page')).toBe('1');
    expect(list.searchParams.get('per')).toBe('7');
    expect(screen.getByTestId('paged-table-total')).toHaveTextContent('9 registros');
    expect(screen.getByRole('link', { name: 'Voltar para a edição' })).toHaveAttribute('href', '/edicoes/1');

    const cells = within(rowOf('Escola Nove'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'Escola Nove',
      '35000009',
      'São Paulo/SP',
      'Estadual',
      'Lucas Pereira',
      '10/03/2026',
      'Pendente',
    ]);
    const pending = within(rowOf('Escola Nove'));
    for (const name of ['Aprovar', 'Rejeitar', 'Editar'])
      expect(pending.getByRole('button', { name })).toBeInTheDocument();
    for (const [name, status] of [
      ['Escola Oito', 'Aprovado'],
      ['Escola Sete', 'Rejeitado'],
    ] as const) {
      const row = within(rowOf(name));
      expect(row.getByTestId('request-status')).toHaveTextContent(status);
      expect(row.queryAllByRole('button')).toHaveLength(0);
    }

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Escola 2',
      'Escola 1',
    ]);
    expect(server.requests.at(-1)!.searchParams.get('page')).toBe('2');
    expect(intlErrors).toEqual([]);
  });

  it('keeps the school, the status and the actions on a phone', async () => {
    setViewportWidth(500);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(7));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Escola', 'Situação', 'Ações']);
  });

  it('approves with a description: request, then success; the list reloads; reopening starts again', async () => {
    let sent: unknown;
    renderPage((url, init) => {
      sent = JSON.parse(init.body ?? 'null');
      return { body: { data: null } };
    });
    await waitFor(() => expect(rows()).toHaveLength(7));
    await userEvent.click(within(rowOf('Escola Nove')).getByRole('button', { name: 'Aprovar' }));
    const dialog = within(await screen.findByTestId('review-dialog'));
    expect(dialog.getByText('A escola Escola Nove será cadastrada e poderá ser escolhida pelos estudantes.'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Descrição' }), 'Conferida no censo.');
    const loads = server.requests.filter((u) => u.pathname === '/api/unit_requests').length;
    await userEvent.click(dialog.getByRole('button', { name: 'Aprovar' }));

    expect(await dialog.findByTestId('review-success')).toHaveTextContent(
      'Solicitação aprovada com sucesso!',
    );
    expect(writes()).toEqual([['POST', '/api/unit_requests/9/approve']]);
    expect(sent).toEqual({
      data: { type: 'unit_requests', attributes: { description: 'Conferida no censo.' } },
    });
    await waitFor(() =>
      expect(server.requests.filter((u) => u.pathname === '/api/unit_requests').length).toBeGreaterThan(
        loads,
      ),
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByTestId('review-dialog')).not.toBeInTheDocument());
    await userEvent.click(within(rowOf('Escola 6')).getByRole('button', { name: 'Rejeitar' }));
    const again = within(await screen.findByTestId('review-dialog'));
    expect(again.getByText('Rejeitar solicitação')).toBeInTheDocument();
    expect(again.getByRole('textbox', { name: 'Descrição' })).toHaveValue('');
    expect(again.queryByTestId('review-success')).not.toBeInTheDocument();
  });

  it('a refused approval shows the failure text, and the dialog is back at the request when reopened', async () => {
    allowConsoleError(/\[school-requests\] review failed/); // the refused approval is logged
    renderPage(() => ({ status: 500, body: { errors: [{ status: '500', title: 'Erro' }] } }));
    await waitFor(() => expect(rows()).toHaveLength(7));
    await userEvent.click(within(rowOf('Escola 5')).getByRole('button', { name: 'Aprovar' }));
    let dialog = within(await screen.findByTestId('review-dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Aprovar' }));
    expect(await dialog.findByTestId('review-failure')).toHaveTextContent(FAILURE);
    expect(dialog.getByTestId('review-failure').textContent).toBe(FAILURE);

    await userEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByTestId('review-dialog')).not.toBeInTheDocument());
    await userEvent.click(within(rowOf('Escola 5')).getByRole('button', { name: 'Aprovar' }));
    dialog = within(await screen.findByTestId('review-dialog'));
    expect(dialog.queryByTestId('review-failure')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Aprovar' })).toBeEnabled();
  });

  it('a refusal of the server shows its reason under the failure text (an INEP already a school)', async () => {
    allowConsoleError(/\[school-requests\] review failed/);
    renderPage(() => ({
      status: 422,
      body: {
        errors: [
          { status: '422', code: 'inep_exists', detail: 'O código INEP já existe em nossa base de dados.' },
        ],
      },
    }));
    await waitFor(() => expect(rows()).toHaveLength(7));
    await userEvent.click(within(rowOf('Escola 4')).getByRole('button', { name: 'Aprovar' }));
    const dialog = within(await screen.findByTestId('review-dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Aprovar' }));
    const failure = await dialog.findByTestId('review-failure');
    expect(failure).toHaveTextContent(FAILURE);
    expect(failure).toHaveTextContent('O código INEP já existe em nossa base de dados.');
  });

  it('a coordinator not listed on the edition sees "Você não possui autorização."', async () => {
    renderPage(undefined, userWith('C9', 'coordinator'));
    expect(await screen.findByRole('heading', { name: 'Você não possui autorização.' })).toBeInTheDocument();
    expect(
      screen.getByText('Você não possui autorização necessária para alterar os dados dessa edição.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fechar' })).toHaveAttribute('href', '/edicoes');
    expect(server.requests.some((u) => u.pathname === '/api/unit_requests')).toBe(false);
  });
});
