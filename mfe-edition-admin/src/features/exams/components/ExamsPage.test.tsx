import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { allowConsoleError } from 'shared-contracts/testing';
import { Toaster, toaster } from 'shared-contracts/ui';
import { editionFormServer, type Answer, type RecordedRequest } from '../../../test/edition-form-server';
import { examAttributes, examEditionDocument, examsDocument } from '../../../test/exams';
import { userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth } from '../../../test/render';
import { ExamsPage } from './ExamsPage';

jest.setTimeout(60_000);
globalThis.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;

const EXAMS = [
  {
    id: 'e1',
    attributes: examAttributes({
      phase: 1,
      description: '<p>Prova da <strong>fase 1</strong></p>',
      status: 'expired',
      start_date: '2030-05-10T12:00:00Z',
      end_date: '2030-05-10T15:30:00Z',
      total_participations: 120,
      total_rankeds: 30,
    }),
  },
  {
    id: 'e2',
    attributes: examAttributes({
      phase: 2,
      description: '<p>Prova presencial</p>',
      kind: 'presential',
      status: 'upcoming',
      total_participations: 0,
    }),
  },
  {
    id: 'e3',
    attributes: examAttributes({ phase: 2, description: '<p>Prova em andamento</p>', status: 'in_progress' }),
  },
];

let server: ReturnType<typeof editionFormServer>;

function serve(extra: (r: RecordedRequest) => Answer | undefined = () => undefined) {
  server = editionFormServer((r) => {
    const answer = extra(r);
    if (answer) return answer;
    if (r.method === 'GET' && r.path === 'edition/1') return { body: examEditionDocument() };
    if (r.method === 'GET' && r.path === 'exams') {
      const page = Number(r.url.searchParams.get('page[number]'));
      return { body: examsDocument(page === 1 ? EXAMS : [], 10) };
    }
    return undefined;
  });
}

function open(entry = '/edicoes/1/provas') {
  return renderRoute(
    <>
      <ExamsPage />
      <Toaster />
    </>,
    { path: '/edicoes/:id/provas', entry },
  );
}

const rows = () => screen.findAllByTestId('exam-row');
const rowOf = async (text: string) => (await rows()).find((r) => r.textContent?.includes(text))!;

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => {
  setViewportWidth(1280);
  localStorage.clear();
  useAuthStore.setState({ user: userWith('C1', 'coordinator') });
});
afterEach(() => {
  server?.restore();
  toaster.remove();
});

describe('The exam list', () => {
  it('lists the edition’s exams 7 a page with their kind, status, dates and participations', async () => {
    serve();
    const user = userEvent.setup();
    const { intlErrors } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Provas' })).toBeInTheDocument();
    expect(await rows()).toHaveLength(3);
    const list = server.calls('GET', 'exams')[0]!.url.searchParams;
    expect(list.get('filter[edition_id]')).toBe('1');
    expect(list.get('page[number]')).toBe('1');
    expect(list.get('page[size]')).toBe('7');

    const first = within(await rowOf('fase 1'));
    expect(first.getByText('Prova da fase 1')).toBeInTheDocument();
    expect(first.getByText('Digital')).toBeInTheDocument();
    expect(first.getByText('Encerrada')).toBeInTheDocument();
    // São Paulo time (UTC−3), DD/MM/YYYY HH:mm.
    expect(first.getByText('10/05/2030 09:00')).toBeInTheDocument();
    expect(first.getByText('10/05/2030 12:30')).toBeInTheDocument();
    expect(first.getByText('120')).toBeInTheDocument();
    expect(within(await rowOf('presencial')).getByText('Presencial')).toBeInTheDocument();
    expect(within(await rowOf('presencial')).getByText('Agendada')).toBeInTheDocument();
    expect(within(await rowOf('andamento')).getByText('Disponível')).toBeInTheDocument();
    expect(screen.getByTestId('paged-table-total')).toHaveTextContent('10 registros');

    expect(screen.getByRole('link', { name: 'Criar Prova' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/nova',
    );
    expect(screen.getByRole('link', { name: 'Voltar para a edição' })).toHaveAttribute('href', '/edicoes/1');

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() =>
      expect(server.calls('GET', 'exams').at(-1)!.url.searchParams.get('page[number]')).toBe('2'),
    );
    expect(intlErrors).toEqual([]);
  });

  it('offers Editar and Visualizar on every exam, and Excluir only while it is upcoming', async () => {
    serve();
    open();
    for (const [text, id, removable] of [
      ['fase 1', 'e1', false],
      ['presencial', 'e2', true],
      ['andamento', 'e3', false],
    ] as const) {
      const row = within(await rowOf(text));
      expect(row.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/edicoes/1/provas/${id}`);
      expect(row.getByRole('link', { name: 'Visualizar' })).toHaveAttribute(
        'href',
        `/edicoes/1/provas/${id}/visualizar`,
      );
      expect(row.queryByRole('button', { name: 'Excluir' }) !== null).toBe(removable);
    }
  });

  it('removes an upcoming exam after a confirmation and reloads the list', async () => {
    let removed = false;
    serve((r) => {
      if (r.method === 'DELETE' && r.path === 'exams/e2') {
        removed = true;
        return { status: 204 };
      }
      if (r.method === 'GET' && r.path === 'exams' && removed)
        return { body: examsDocument([EXAMS[0]!, EXAMS[2]!], 9) };
      return undefined;
    });
    const user = userEvent.setup();
    open();
    await user.click(within(await rowOf('presencial')).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('A prova Prova presencial será excluída.');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Prova excluída com sucesso.')).toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(server.calls('DELETE', 'exams/e2')).toHaveLength(1);
  });

  it('says why a removal was refused: the server’s title, else the spec’s message', async () => {
    allowConsoleError(/\[exams\] delete failed/);
    let calls = 0;
    serve((r) => {
      if (r.method !== 'DELETE') return undefined;
      calls += 1;
      return calls === 1
        ? { status: 422, body: { errors: [{ status: '422', title: 'A prova já começou.' }] } }
        : { status: 500, body: {} };
    });
    const user = userEvent.setup();
    open();
    await user.click(within(await rowOf('presencial')).getByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('A prova já começou.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(within(await rowOf('presencial')).getByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Não foi possível remover a prova.')).toBeInTheDocument();
  });

  it('shows the participant view, and remembers the exam whose participants were opened', async () => {
    serve();
    const user = userEvent.setup();
    const first = open('/edicoes/1/provas?modo=participantes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Classificados' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar Prova' })).not.toBeInTheDocument();
    const row = within(await rowOf('fase 1'));
    expect(row.getByText('120')).toBeInTheDocument();
    expect(row.getByText('30')).toBeInTheDocument();
    expect(row.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    const link = row.getByRole('link', { name: /Ver participantes/ });
    expect(link).toHaveAttribute('href', '/edicoes/1/provas/e1/participantes');
    expect((await rows()).some((r) => r.hasAttribute('data-highlighted'))).toBe(false);
    await user.click(link);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/edicoes/1/provas/e1/participantes');
    first.unmount();

    open('/edicoes/1/provas?modo=participantes');
    const again = await rowOf('fase 1');
    expect(again).toHaveAttribute('data-highlighted');
    expect(within(again).getByTestId('last-viewed')).toHaveTextContent('Última prova consultada');
    expect((await rows()).filter((r) => r.hasAttribute('data-highlighted'))).toHaveLength(1);
  });

  it('keeps to a phone’s width: description, status and actions', async () => {
    setViewportWidth(360);
    serve();
    open();
    const row = within(await rowOf('fase 1'));
    expect(row.queryByText('Digital')).not.toBeInTheDocument();
    expect(row.getByText('Encerrada')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Editar' })).toBeInTheDocument();
  });
});
