import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import {
  allowConsoleError,
  type Answer,
  apiServer,
  type RecordedRequest,
  testFile,
  withNodeFormData,
} from 'shared-contracts/testing';
import { Toaster, toaster } from 'shared-contracts/ui';
import {
  editionDocument,
  examDocument,
  participationsDocument,
  type ParticipantFixture,
} from '../../../test/fixtures';
import { renderRoute, setViewportWidth } from '../../../test/render';
import { ParticipantsPage } from './ParticipantsPage';

jest.setTimeout(60_000);
withNodeFormData();
globalThis.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;

const ANA: ParticipantFixture = {
  id: 'p1',
  userId: 'u1',
  name: 'Ana Lima',
  email: 'ana@x.dev',
  status: 'corrected',
  score: 7.5,
};
const BIA: ParticipantFixture = {
  id: 'p2',
  userId: 'u2',
  name: 'Bia Reis',
  email: 'bia@x.dev',
  status: 'pending',
  score: null,
};

let server: ReturnType<typeof apiServer>;

function serve({
  exam = {},
  list = () => participationsDocument([ANA, BIA]),
  other,
}: {
  exam?: Record<string, unknown>;
  list?: (r: RecordedRequest) => unknown;
  other?: (r: RecordedRequest) => Answer | undefined;
} = {}) {
  server = apiServer((r) => {
    if (r.method === 'GET' && r.path === 'exams/9') return { body: examDocument('9', exam) };
    if (r.method === 'GET' && r.path === 'edition/1') return { body: editionDocument('1') };
    if (r.method === 'GET' && r.path === 'participations') return { body: list(r) };
    return other?.(r);
  });
}

const open = () =>
  renderRoute(
    <>
      <ParticipantsPage />
      <Toaster />
    </>,
    { path: '/edicoes/:id/provas/:testId/participantes', entry: '/edicoes/1/provas/9/participantes' },
  );

const rowOf = async (name: string) =>
  (await screen.findAllByTestId('participant-row')).find((r) => within(r).queryByText(name))!;

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => setViewportWidth(1280));
afterEach(() => {
  server?.restore();
  toaster.remove();
});

describe('The participants list', () => {
  it('shows each participant with status, score and the links of an online exam', async () => {
    serve();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fase 1 — Prova objetiva' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas?modo=participantes',
    );
    const ana = within(await rowOf('Ana Lima'));
    expect(ana.getByText('ana@x.dev')).toBeInTheDocument();
    expect(ana.getByText('Corrigida')).toBeInTheDocument();
    expect(ana.getByText('7,5')).toBeInTheDocument();
    expect(ana.getByRole('link', { name: 'VER PROVA: Ana Lima' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/9/participantes/u1/prova',
    );
    expect(ana.getByRole('link', { name: 'CORRIGIR QUESTÕES: Ana Lima' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/9/participantes/u1/correcao',
    );
    expect(ana.queryByRole('link', { name: /Gerenciar Arquivos/ })).not.toBeInTheDocument();
    const bia = within(await rowOf('Bia Reis'));
    expect(bia.getByText('Pendente')).toBeInTheDocument();
    expect(bia.getByText('Não atribuída')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Distribuir correções' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/9/participantes/corretores',
    );
    expect(screen.getByRole('link', { name: 'Minhas correções' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/9/participantes/minhas-correcoes',
    );
    const [call] = server.calls('GET', 'participations');
    expect(Object.fromEntries(call!.url.searchParams)).toMatchObject({
      'filter[exam_id]': '9',
      include: 'user',
      sort: 'user.name',
      'page[number]': '1',
      'page[size]': '7',
    });
  });

  it('offers Gerenciar Arquivos in a file phase and no correction', async () => {
    serve({ exam: { phase: 2, description: 'Projeto final', kind: 'presential' } });
    open();
    const ana = within(await rowOf('Ana Lima'));
    expect(ana.getByRole('link', { name: 'Gerenciar Arquivos: Ana Lima' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/9/participantes/u1/arquivos',
    );
    expect(ana.queryByRole('link', { name: /CORRIGIR QUESTÕES/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Distribuir correções' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar Notas' })).toBeInTheDocument();
  });

  it('offers Importar Notas for an online exam only once it expired', async () => {
    serve({ exam: { status: 'in_progress' } });
    open();
    await rowOf('Ana Lima');
    expect(screen.getByRole('button', { name: 'Exportar Participações' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar Notas' })).not.toBeInTheDocument();
  });

  it('searches by name or e-mail once typing pauses, from the first page', async () => {
    serve({
      list: (r) =>
        r.url.searchParams.get('filter[search]') === 'bia'
          ? participationsDocument([BIA])
          : participationsDocument([ANA, BIA]),
    });
    const user = userEvent.setup();
    open();
    await rowOf('Ana Lima');
    await user.type(screen.getByLabelText('Buscar por nome ou e-mail'), 'bia');
    await waitFor(() => expect(screen.queryByText('Ana Lima')).not.toBeInTheDocument());
    const searches = server
      .calls('GET', 'participations')
      .filter((c) => c.url.searchParams.has('filter[search]'));
    // One request for the whole word (debounced), never one per letter.
    expect(searches.map((c) => c.url.searchParams.get('filter[search]'))).toEqual(['bia']);
    expect(searches[0]!.url.searchParams.get('page[number]')).toBe('1');
  });

  it('pages through the participants', async () => {
    serve({
      list: (r) =>
        r.url.searchParams.get('page[number]') === '2'
          ? participationsDocument([{ ...BIA, id: 'p9', userId: 'u9', name: 'Zé Souza' }], 8)
          : participationsDocument([ANA], 8),
    });
    const user = userEvent.setup();
    open();
    await rowOf('Ana Lima');
    expect(screen.getByTestId('paged-table-total')).toHaveTextContent('8 registros');
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await rowOf('Zé Souza')).toBeInTheDocument();
  });

  it('keeps name, status and actions on a phone', async () => {
    setViewportWidth(360);
    serve();
    open();
    const ana = within(await rowOf('Ana Lima'));
    expect(ana.queryByText('ana@x.dev')).not.toBeInTheDocument();
    expect(ana.queryByText('7,5')).not.toBeInTheDocument();
    expect(ana.getByText('Corrigida')).toBeInTheDocument();
    expect(ana.getByRole('link', { name: 'VER PROVA: Ana Lima' })).toBeInTheDocument();
  });

  it('asks for the participations report in the chosen format', async () => {
    let fail = false;
    serve({
      other: (r) =>
        r.method === 'POST' && r.path === 'exams/9/participations_report'
          ? fail
            ? { status: 500, body: {} }
            : { status: 202, body: { data: { type: 'jobs', id: 'j1', attributes: {} } } }
          : undefined,
    });
    allowConsoleError(/\[participants\] participations report failed/);
    const user = userEvent.setup();
    open();
    await rowOf('Ana Lima');
    await user.click(screen.getByRole('button', { name: 'Exportar Participações' }));
    await user.click(await screen.findByRole('menuitem', { name: 'XLSX (Excel)' }));
    expect(await screen.findByText('O relatório será enviado para o e-mail cadastrado.')).toBeInTheDocument();
    expect(server.calls('POST', 'exams/9/participations_report')[0]!.body).toEqual({ format: 'xlsx' });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Exportar Participações' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('Relatório não disponível.')).toBeInTheDocument();
    expect(server.calls('POST', 'exams/9/participations_report')[1]!.body).toEqual({ format: 'csv' });
  });

  it('asks for the participation files report on a file phase, with the spec confirmation', async () => {
    serve({
      exam: { phase: 2, description: 'Projeto final', kind: 'presential' },
      other: (r) =>
        r.method === 'POST' && r.path === 'exams/9/participation_files_report'
          ? { status: 202, body: { data: { type: 'jobs', id: 'j1', attributes: {} } } }
          : undefined,
    });
    const user = userEvent.setup();
    open();
    await rowOf('Ana Lima');
    await user.click(screen.getByRole('button', { name: 'Exportar Participações' }));
    expect(await screen.findByText('Relatório será enviado ao e-mail!')).toBeInTheDocument();
    expect(server.calls('POST', 'exams/9/participation_files_report')).toHaveLength(1);
    expect(server.calls('POST', 'exams/9/participations_report')).toHaveLength(0);
  });

  it('imports scores from a checked .csv and reloads the list 1.5 s later', async () => {
    let imported = false;
    serve({
      list: () => participationsDocument([{ ...ANA, score: imported ? 9 : 7.5 }]),
      other: (r) => {
        if (r.method !== 'POST' || r.path !== 'exams/9/import_scores') return undefined;
        if (r.parts!.preview === 'true')
          return {
            body: {
              meta: {
                scores: {
                  rows: [
                    { line: 1, email: 'ana@x.dev', name: 'Ana Lima', score: 9 },
                    { line: 2, email: 'bia@x.dev', name: 'Bia Reis', score: 6 },
                  ],
                  errors: [],
                },
              },
            },
          };
        imported = true;
        return { body: { meta: { imported: 2 } } };
      },
    });
    const user = userEvent.setup();
    open();
    await rowOf('Ana Lima');
    await user.click(screen.getByRole('button', { name: 'Importar Notas' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar Notas' }));
    fireEvent.change(await dialog.findByLabelText(/^Arquivo de notas/), {
      target: { files: [testFile('ana@x.dev;9\nbia@x.dev;6', 'notas.csv', 'text/csv')] },
    });
    const rows = within(await dialog.findByTestId('scores-rows'));
    expect(rows.getByText('ana@x.dev')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Importar' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'Importar' }));
    // The number the API says it stored (issue 33 item 6).
    expect(await screen.findByText('2 notas importadas.')).toBeInTheDocument();
    const [, sent] = server.calls('POST', 'exams/9/import_scores');
    expect(sent!.parts).not.toHaveProperty('preview');
    expect(sent!.parts!.csv_file).toMatchObject({ name: 'notas.csv' });
    const ana = await rowOf('Ana Lima');
    await waitFor(() => expect(within(ana).getByText('9')).toBeInTheDocument(), { timeout: 4000 });
  });

  it('says "Nao foi possivel importar as notas." when the import fails and accepts only a .csv', async () => {
    allowConsoleError(/\[score import\] import failed/);
    serve({
      other: (r) =>
        r.method === 'POST' && r.path === 'exams/9/import_scores'
          ? r.parts!.preview === 'true'
            ? {
                body: {
                  meta: {
                    scores: { rows: [{ line: 1, email: 'ana@x.dev', name: null, score: 9 }], errors: [] },
                  },
                },
              }
            : { status: 500, body: {} }
          : undefined,
    });
    const user = userEvent.setup();
    open();
    await rowOf('Ana Lima');
    await user.click(screen.getByRole('button', { name: 'Importar Notas' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar Notas' }));
    const input = await dialog.findByLabelText(/^Arquivo de notas/);
    fireEvent.change(input, { target: { files: [testFile('x', 'notas.xlsx')] } });
    expect(dialog.getByText('Escolha um arquivo .csv.')).toBeInTheDocument();
    expect(server.calls('POST', 'exams/9/import_scores')).toHaveLength(0);
    fireEvent.change(input, { target: { files: [testFile('ana@x.dev;9', 'notas.csv', 'text/csv')] } });
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Importar' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Nao foi possivel importar as notas.')).toBeInTheDocument();
  });

  it.each([
    ['es', 'Corregida', 'VER PRUEBA: Ana Lima', 'Exportar participaciones'],
    ['pt-PT', 'Corrigida', 'VER PROVA: Ana Lima', 'Exportar participações'],
  ] as const)('speaks %s with every message present', async (locale, status, link, exportLabel) => {
    serve();
    const { intlErrors } = renderRoute(<ParticipantsPage />, {
      path: '/edicoes/:id/provas/:testId/participantes',
      entry: '/edicoes/1/provas/9/participantes',
      locale,
    });
    const ana = within(await rowOf('Ana Lima'));
    expect(ana.getByText(status)).toBeInTheDocument();
    expect(ana.getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: exportLabel })).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });
});
