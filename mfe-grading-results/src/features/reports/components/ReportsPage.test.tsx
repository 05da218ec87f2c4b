import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import { Toaster } from 'shared-contracts/ui';
import { setViewportWidth } from 'shared-contracts/testing';
import { job, phase, resultsServer } from '../../generate-results/test/results-server';
import { renderRoute } from '../../generate-results/test/render';
import { ReportsPage } from './ReportsPage';
import { toaster as sharedToaster } from 'shared-contracts/ui';

// Toasts live in one shared store: each test starts without the previous test's.
afterEach(() => sharedToaster.remove());

jest.setTimeout(30_000);

let server: ReturnType<typeof resultsServer> | undefined;
beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => server?.restore());

const list = (type: string, rows: Record<string, unknown>[]) => ({
  data: rows.map(({ id, ...attributes }) => ({ type, id: String(id), attributes })),
  meta: { total_count: rows.length },
});

/** States, cities and schools; the schools of city 30 include one without an INEP code. */
function places(path: string, url: URL) {
  if (path === 'states')
    return list('states', [
      { id: 3, name: 'Ceará' },
      { id: 4, name: 'Piauí' },
    ]);
  if (path === 'cities')
    return list(
      'cities',
      url.searchParams.get('state_id') === '3'
        ? [{ id: 30, name: 'Fortaleza' }]
        : [{ id: 40, name: 'Teresina' }],
    );
  if (path === 'units/search')
    return list('units', [
      { id: 300, name: 'EEM Liceu', inep_code: '23000001' },
      { id: 301, name: 'Escola Nova', inep_code: '0' },
    ]);
  return undefined;
}

function renderPage(locale: 'pt-BR' | 'es' | 'pt-PT' = 'pt-BR') {
  return renderRoute(
    <>
      <ReportsPage />
      <Toaster />
    </>,
    { path: '/admin/edicoes/:id/relatorios', entry: '/admin/edicoes/1/relatorios', locale },
  );
}

async function choose(testId: string, option: string) {
  const field = within(await screen.findByTestId(testId));
  fireEvent.click(field.getByRole('button', { name: 'Mostrar opções' }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(await within(listbox).findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('ReportsPage', () => {
  it('asks for the general inscriptions report and, once a school is chosen, for that school', async () => {
    setViewportWidth(360);
    server = resultsServer({ reads: [() => [phase('1')]], lookup: places });
    const { intlErrors } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a edição' })).toHaveAttribute('href', '/edicoes/1');
    await userEvent.click(screen.getByRole('button', { name: 'Relatório geral' }));
    expect(await screen.findByText('O relatório será enviado para o e-mail cadastrado.')).toBeInTheDocument();
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      path: 'editions/1/inscriptions_report',
      body: { format: 'xlsx' },
    });

    const bySchool = screen.getByRole('button', { name: 'Relatório da escola' });
    expect(bySchool).toBeDisabled();
    expect(within(screen.getByTestId('school-city')).getByRole('combobox')).toBeDisabled();
    expect(within(screen.getByTestId('school-unit')).getByRole('combobox')).toBeDisabled();

    await choose('school-state', 'Ceará');
    expect(
      server.requests.find((u) => u.pathname === '/api/states')?.searchParams.get('address_country_ids'),
    ).toBe('1');
    expect(within(screen.getByTestId('school-unit')).getByRole('combobox')).toBeDisabled();
    await choose('school-city', 'Fortaleza');
    await choose('school-unit', '[23000001] EEM Liceu');
    const unitSearch = server.requests.find((u) => u.pathname === '/api/units/search')!;
    expect(unitSearch.searchParams.get('address_city_id')).toBe('30');
    expect(unitSearch.searchParams.get('address_state_id')).toBe('3');
    expect(bySchool).toBeEnabled();

    await userEvent.selectOptions(screen.getByLabelText('Formato dos relatórios'), 'csv');
    await userEvent.click(bySchool);
    await waitFor(() => expect(server!.sent).toHaveLength(2));
    expect(server.sent[1]).toMatchObject({ body: { format: 'csv', school_unit_id: '300' } });

    // A new state clears the city and the school.
    await choose('school-state', 'Piauí');
    expect(within(screen.getByTestId('school-city')).getByRole('combobox')).toHaveValue('');
    expect(within(screen.getByTestId('school-unit')).getByRole('combobox')).toHaveValue('');
    expect(within(screen.getByTestId('school-unit')).getByRole('combobox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Relatório da escola' })).toBeDisabled();
    expect(intlErrors).toEqual([]);
  });

  it('shows a school without an INEP code by its name only', async () => {
    server = resultsServer({ reads: [() => [phase('1')]], lookup: places });
    renderPage();
    await choose('school-state', 'Ceará');
    await choose('school-city', 'Fortaleza');
    await choose('school-unit', 'Escola Nova');
    expect(within(screen.getByTestId('school-unit')).getByRole('combobox')).toHaveValue('Escola Nova');
  });

  it('lists the phases with their availability and exports only what is available', async () => {
    server = resultsServer({
      reads: [
        () => [
          phase('1', {
            result_available_at: '2026-09-02T12:00:00Z',
            ranking_computed_at: '2026-09-03T12:00:00Z',
            ranking_available_at: '2026-09-04T12:30:00Z',
          }),
          phase('2', { ranking_computed_at: '2026-09-05T12:00:00Z' }),
          phase('3', { status: 'upcoming' }),
        ],
      ],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Respostas da edição' }));
    const answers = within(await screen.findByTestId('results-table'));
    expect(
      within(screen.getByRole('tabpanel')).getByText(
        'O relatório fica disponível somente após a publicação dos resultados.',
      ),
    ).toBeInTheDocument();
    expect(answers.getByText('Disponível em 02/09/2026 09:00')).toBeInTheDocument();
    expect(answers.getAllByText('Não disponível')).toHaveLength(2);
    expect(answers.getAllByText('01/09/2026 às 09:00')).toHaveLength(3);
    expect(answers.getByRole('button', { name: 'Exportar gabarito da fase 1' })).toBeEnabled();
    expect(answers.getByRole('button', { name: 'Exportar gabarito da fase 2' })).toBeDisabled();
    await userEvent.click(answers.getByRole('button', { name: 'Exportar gabarito da fase 1' }));
    expect(await screen.findByText('O relatório será enviado para o e-mail cadastrado.')).toBeInTheDocument();
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      path: 'exams/1/results_report',
      body: { format: 'xlsx' },
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Ranking' }));
    const ranking = within(await screen.findByTestId('ranking-table'));
    expect(
      within(screen.getByRole('tabpanel')).getByText(
        'O relatório fica disponível somente após a publicação dos resultados.',
      ),
    ).toBeInTheDocument();
    expect(ranking.getByText('Disponível em 04/09/2026 09:30')).toBeInTheDocument();
    expect(ranking.getByText('Provisório desde 05/09/2026 09:00')).toBeInTheDocument();
    expect(ranking.getByText('Não disponível')).toBeInTheDocument();
    expect(ranking.getByRole('button', { name: 'Exportar ranking da fase 1' })).toBeEnabled();
    expect(ranking.getByRole('button', { name: 'Exportar ranking (provisório) da fase 2' })).toBeEnabled();
    expect(ranking.getByRole('button', { name: 'Exportar ranking (provisório) da fase 3' })).toBeDisabled();
  });

  it("says when a report can't be had", async () => {
    server = resultsServer({
      reads: [() => [phase('1')]],
      write: () => ({ status: 422, body: { errors: [{ status: '422', detail: 'Sem inscrições.' }] } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Relatório geral' }));
    expect(await screen.findByText('Relatório não disponível.')).toBeInTheDocument();
    expect(screen.getByText('Sem inscrições.')).toBeInTheDocument();
  });

  it('follows the requested reports until they are done, then offers the download and stops reading', async () => {
    const running = {
      id: '9',
      ...job('reports.ranking', { status: 'running', progress_done: 2, progress_total: 4 }),
      report: 'ranking',
      exam_id: '1',
      filename: null,
      download_url: null,
    };
    const failed = {
      id: '8',
      ...job('reports.inscriptions', { status: 'failed', last_error: 'sem e-mail' }),
      report: 'inscriptions',
      exam_id: null,
      filename: null,
      download_url: null,
    };
    const done = {
      ...running,
      status: 'succeeded',
      progress_done: 4,
      filename: 'ranking-fase-1.xlsx',
      download_url: 'http://api.test/api/report_files/abc',
    };
    server = resultsServer({
      reads: [() => [phase('1')]],
      reportJobs: [() => [running, failed], () => [done, failed]],
    });
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Relatórios solicitados' }));
    expect(await panel.findByText('Ranking · fase 1')).toBeInTheDocument();
    expect(panel.getByText('2 de 4')).toBeInTheDocument();
    expect(panel.getByRole('progressbar', { name: 'Progresso: Ranking · fase 1' })).toBeInTheDocument();
    expect(panel.getByText('Falhou: sem e-mail')).toBeInTheDocument();
    const link = await panel.findByRole('link', { name: 'Baixar ranking-fase-1.xlsx' }, { timeout: 6000 });
    expect(link).toHaveAttribute('href', 'http://api.test/api/report_files/abc');
    const reads = server.requests.filter((u) => u.pathname === '/api/report_jobs').length;
    expect(
      server.requests.find((u) => u.pathname === '/api/report_jobs')?.searchParams.get('filter[edition_id]'),
    ).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(server.requests.filter((u) => u.pathname === '/api/report_jobs')).toHaveLength(reads);
  });

  it('speaks Spanish and European Portuguese', async () => {
    server = resultsServer({ reads: [() => [phase('1')]] });
    const es = renderPage('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Informes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Ranking' }));
    expect(await screen.findByTestId('ranking-table')).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    const pt = renderPage('pt-PT');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });
});
