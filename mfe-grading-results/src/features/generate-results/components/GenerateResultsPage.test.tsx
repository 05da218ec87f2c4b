import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import { Toaster } from 'shared-contracts/ui';
import { setViewportWidth } from 'shared-contracts/testing';
import { job, phase, resultsServer } from '../test/results-server';
import { renderRoute } from '../test/render';
import { GenerateResultsPage } from './GenerateResultsPage';
import { toaster as sharedToaster } from 'shared-contracts/ui';

// Toasts live in one shared store: each test starts without the previous test's.
afterEach(() => sharedToaster.remove());

jest.setTimeout(30_000);

let server: ReturnType<typeof resultsServer> | undefined;
beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => server?.restore());

function renderPage(locale: 'pt-BR' | 'es' | 'pt-PT' = 'pt-BR') {
  return renderRoute(
    <>
      <GenerateResultsPage />
      <Toaster />
    </>,
    { path: '/admin/edicoes/:id/resultados/gerar', entry: '/admin/edicoes/1/resultados/gerar', locale },
  );
}

const card = async (id: string) => within(await screen.findByTestId(`phase-${id}`));
const button = (scope: ReturnType<typeof within>, name: string | RegExp) =>
  scope.getByRole('button', { name });

describe('GenerateResultsPage', () => {
  it('enables each action exactly as the phase allows it, with the dates in the edition zone', async () => {
    setViewportWidth(360);
    const phases = [
      phase('1'),
      phase('2', { status: 'in_progress', result_available_at: '2026-09-02T12:00:00Z' }),
      phase('3', {
        kind: 'presential',
        result_available_at: '2026-09-02T12:00:00Z',
        ranking_computed_at: '2026-09-03T12:00:00Z',
      }),
      phase('4', {
        file_phase: true,
        result_available_at: '2026-09-02T12:00:00Z',
        ranking_computed_at: '2026-09-03T12:00:00Z',
        ranking_available_at: '2026-09-04T12:30:00Z',
      }),
    ];
    server = resultsServer({ reads: [() => phases] });
    const { intlErrors } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerar Resultados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a edição' })).toHaveAttribute(
      'href',
      '/admin/edicoes/1',
    );

    const expired = await card('1');
    expect(button(expired, 'Gerar gabarito')).toBeEnabled();
    expect(button(expired, 'Classificar')).toBeEnabled();
    expect(button(expired, 'Gerar ranking')).toBeEnabled();
    expect(button(expired, 'Publicar ranking')).toBeDisabled();
    expect(button(expired, 'Exportar gabarito')).toBeDisabled();
    expect(button(expired, 'Exportar ranking (provisório)')).toBeDisabled();
    expect(expired.getByText('Gabarito ainda não gerado')).toBeInTheDocument();
    expect(expired.getByText('Ranking ainda não gerado')).toBeInTheDocument();
    // 12:00 UTC is 09:00 in São Paulo.
    expect(expired.getByText('01/09/2026 às 09:00')).toBeInTheDocument();

    const running = await card('2');
    for (const name of ['Gerar gabarito', 'Classificar', 'Gerar ranking', 'Exportar gabarito'])
      expect(button(running, name)).toBeDisabled();
    expect(running.getByText('As ações ficam disponíveis quando a fase terminar.')).toBeInTheDocument();

    const presential = await card('3');
    expect(button(presential, 'Gerar gabarito')).toBeDisabled();
    expect(button(presential, 'Classificar')).toBeEnabled();
    expect(button(presential, 'Exportar gabarito')).toBeEnabled();
    expect(button(presential, 'Exportar ranking (provisório)')).toBeEnabled();
    expect(button(presential, 'Publicar ranking')).toBeEnabled();
    expect(presential.getByText('Gabarito disponível desde 02/09/2026 às 09:00')).toBeInTheDocument();
    expect(presential.getByText('Ranking provisório (gerado em 03/09/2026 às 09:00)')).toBeInTheDocument();

    const files = await card('4');
    expect(button(files, 'Gerar gabarito')).toBeDisabled();
    expect(button(files, 'Despublicar')).toBeEnabled();
    expect(button(files, 'Exportar ranking')).toBeEnabled();
    expect(files.getByText('Ranking publicado em 04/09/2026 às 09:30')).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });

  it('queues the answer key, shows its progress while it runs and stops reading once it is done', async () => {
    let queued = false;
    const after = [
      () => [
        phase('1', {
          jobs: {
            'results.answer_key': job('results.answer_key', {
              status: 'running',
              progress_done: 1,
              progress_total: 3,
            }),
          },
        }),
      ],
      () => [
        phase('1', {
          result_available_at: '2026-09-02T12:00:00Z',
          jobs: {
            'results.answer_key': job('results.answer_key', {
              status: 'succeeded',
              progress_done: 3,
              progress_total: 3,
              finished_at: '2026-09-02T12:00:00Z',
            }),
          },
        }),
      ],
    ];
    let step = 0;
    server = resultsServer({
      reads: [() => (queued ? after[Math.min(step++, 1)]!() : [phase('1')])],
      write: () => {
        queued = true;
        return undefined;
      },
    });
    renderPage();
    await userEvent.click(button(await card('1'), 'Gerar gabarito'));
    expect(server.sent[0]).toMatchObject({ method: 'PUT', path: 'generate-results', body: { id: '1' } });
    expect(await screen.findByText('O resultado será gerado!')).toBeInTheDocument();
    expect(
      await screen.findByText('Gabarito: processando 1 de 3', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso: Gabarito' })).toBeInTheDocument();
    expect(button(await card('1'), 'Gerar gabarito')).toBeDisabled();
    expect(
      await screen.findByText('Gabarito: concluído em 02/09/2026 às 09:00', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(button(await card('1'), 'Exportar gabarito')).toBeEnabled();
    const reads = server.phaseReads();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(server.phaseReads()).toBe(reads);
  });

  it('says when the classification job succeeds, and why a job failed', async () => {
    let queued = false;
    server = resultsServer({
      reads: [
        () =>
          queued
            ? [
                phase('1', {
                  classification_available_at: '2026-09-02T12:00:00Z',
                  jobs: {
                    'results.classification': job('results.classification', {
                      status: 'succeeded',
                      finished_at: '2026-09-02T12:00:00Z',
                    }),
                    'results.ranking': job('results.ranking', { status: 'failed', last_error: 'sem notas' }),
                  },
                }),
              ]
            : [phase('1')],
      ],
      write: () => {
        queued = true;
        return undefined;
      },
    });
    renderPage();
    await userEvent.click(button(await card('1'), 'Classificar'));
    expect(server.sent[0]).toMatchObject({ path: 'classifieds-participation', body: { id: '1' } });
    expect(
      await screen.findByText('Participantes classificados com sucesso!', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ranking: falhou (sem notas)')).toBeInTheDocument();
    expect(screen.getByText('Classificação disponível desde 02/09/2026 às 09:00')).toBeInTheDocument();
  });

  it("shows the spec's failure message of each refused action, with the server's reason", async () => {
    server = resultsServer({
      reads: [() => [phase('1', { result_available_at: '2026-09-02T12:00:00Z' })]],
      write: () => ({
        status: 422,
        body: { errors: [{ status: '422', detail: 'Prova sem participações.' }] },
      }),
    });
    renderPage();
    const scope = await card('1');
    await userEvent.click(button(scope, 'Gerar gabarito'));
    expect(await screen.findByText('Erro ao gerar o resultado!')).toBeInTheDocument();
    expect(screen.getAllByText('Prova sem participações.').length).toBeGreaterThan(0);
    await userEvent.click(button(scope, 'Classificar'));
    expect(await screen.findByText('Erro ao classificar os participantes!')).toBeInTheDocument();
    await userEvent.click(button(scope, 'Gerar ranking'));
    expect(await screen.findByText('Erro ao atualizar ranking!')).toBeInTheDocument();
    await userEvent.click(button(scope, 'Exportar gabarito'));
    expect(await screen.findByText('Relatório não disponível.')).toBeInTheDocument();
  });

  it('queues the ranking and the reports in the chosen format', async () => {
    server = resultsServer({
      reads: [() => [phase('1', { result_available_at: '2026-09-02T12:00:00Z' })]],
    });
    renderPage();
    const scope = await card('1');
    await userEvent.click(button(scope, 'Gerar ranking'));
    expect(await screen.findByText('Ranking dos participantes será atualizado!')).toBeInTheDocument();
    expect(server.sent[0]).toMatchObject({ path: 'positions-participation', body: { id: '1' } });
    await userEvent.selectOptions(screen.getByLabelText('Formato dos relatórios'), 'csv');
    await userEvent.click(button(scope, 'Exportar gabarito'));
    expect(await screen.findByText('O relatório será enviado para o e-mail cadastrado.')).toBeInTheDocument();
    expect(server.sent[1]).toMatchObject({
      method: 'POST',
      path: 'exams/1/results_report',
      body: { format: 'csv' },
    });
  });

  it('publishes the ranking now or at a chosen date-time of the edition zone, and withdraws it', async () => {
    let published: string | null = null;
    server = resultsServer({
      reads: [
        () => [phase('1', { ranking_computed_at: '2026-09-03T12:00:00Z', ranking_available_at: published })],
      ],
      write: ({ body }) => {
        published = (body as { available_at: string | null }).available_at;
        return { status: 200, body: { data: null } };
      },
    });
    renderPage();
    await userEvent.click(button(await card('1'), 'Publicar ranking'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publicar ranking da fase 1' });
    await userEvent.click(within(dialog).getByText('Em uma data e hora'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await within(dialog).findByText('Informe a data e a hora da publicação.')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByLabelText(/Data e hora da publicação \(America\/Sao_Paulo\)/),
      '2026-12-01T10:00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(server!.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      method: 'PUT',
      path: 'exams/1/ranking_publication',
      body: { available_at: '2026-12-01T13:00:00.000Z' },
    });
    expect(await screen.findByText('Ranking será publicado em 01/12/2026 às 10:00')).toBeInTheDocument();

    await userEvent.click(button(await card('1'), 'Despublicar'));
    const withdraw = await screen.findByRole('alertdialog', { name: 'Despublicar o ranking da fase 1?' });
    await userEvent.click(within(withdraw).getByRole('button', { name: 'Despublicar' }));
    await waitFor(() => expect(server!.sent).toHaveLength(2));
    expect(server.sent[1]).toMatchObject({ body: { available_at: null } });
    expect(await screen.findByText('O ranking foi despublicado.')).toBeInTheDocument();

    await userEvent.click(button(await card('1'), 'Publicar ranking'));
    const now = await screen.findByRole('alertdialog', { name: 'Publicar ranking da fase 1' });
    await userEvent.click(within(now).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(server!.sent).toHaveLength(3));
    const at = (server.sent[2]!.body as { available_at: string }).available_at;
    expect(Math.abs(new Date(at).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it.each(['pt-BR', 'es', 'pt-PT'] as const)(
    'names each of the phase jobs differently (%s)',
    async (locale) => {
      const done = { status: 'succeeded' as const, finished_at: '2026-09-02T12:00:00Z' };
      server = resultsServer({
        reads: [
          () => [
            phase('1', {
              jobs: {
                'results.answer_key': job('results.answer_key', done),
                'results.classification': job('results.classification', done),
                'results.ranking': job('results.ranking', done),
              },
            }),
          ],
        ],
      });
      const { intlErrors } = renderPage(locale);
      const lines = within(await screen.findByTestId('phase-jobs-1', {}, { timeout: 6000 }))
        .getAllByText(/02\/09\/2026/)
        .map((line) => line.textContent ?? '');
      expect(lines).toHaveLength(3);
      const names = lines.map((line) => line.split(':')[0]);
      expect(new Set(names).size).toBe(3);
      expect(intlErrors).toEqual([]);
    },
  );

  it('speaks Spanish and European Portuguese', async () => {
    server = resultsServer({ reads: [() => [phase('1')]] });
    const es = renderPage('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Generar Resultados' })).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    const pt = renderPage('pt-PT');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerar Resultados' })).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });
});
