import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorrectionItem, CorrectionSheet } from 'shared-contracts';
import { configureApi } from 'shared-contracts/client';
import { createRouteRenderer, stubFetch, type StubbedFetch } from 'shared-contracts/testing';
import { Toaster } from 'shared-contracts/ui';
import { messages } from '../../../i18n';
import { CorrectionPage } from './CorrectionPage';
import { toaster as sharedToaster } from 'shared-contracts/ui';

// Toasts live in one shared store: each test starts without the previous test's.
afterEach(() => sharedToaster.remove());

jest.setTimeout(30_000);

const renderRoute = createRouteRenderer(messages);
const PATH = '/edicoes/:id/provas/:testId/participantes/:userId/correcao';

const item = (n: number, overrides: Partial<CorrectionItem> = {}): CorrectionItem => ({
  question_id: `q${n}`,
  number: n,
  statement: `<p>Enunciado ${n}</p>`,
  weight: 10,
  resolution: `<p>Resolução ${n}</p>`,
  answer: `<p>Resposta ${n}</p>`,
  round: 'final',
  score: null,
  comment: null,
  ...overrides,
});

const sheetOf = (items: CorrectionItem[], overrides: Partial<CorrectionSheet['exam']> = {}) => ({
  participation_id: '50',
  user: { id: '9', name: 'Bia Souza' },
  exam: { id: '3', status: 'expired' as const, double_marking: false, ...overrides },
  items,
});

const participationsDoc = (rows: { id: string; userId: string; name: string; status: string }[]) => ({
  data: rows.map((r) => ({
    type: 'participations',
    id: r.id,
    attributes: { correction_status: r.status, score: null, finished_at: null },
    relationships: { user: { data: { type: 'users', id: r.userId } } },
  })),
  included: rows.map((r) => ({ type: 'users', id: r.userId, attributes: { name: r.name } })),
  meta: { total_count: rows.length },
});

interface Server {
  stub: StubbedFetch;
  scores: unknown[];
}

/** The API of one participation (user 9, participation 50) with the given sheet and queue. */
function serve(
  sheet: ReturnType<typeof sheetOf>,
  {
    queue = [] as { participation_id: string; user_id: string; assigned: number; done: number }[],
    scoreAnswer = { status: 200, body: { data: null } } as { status: number; body: unknown },
  } = {},
): Server {
  const scores: unknown[] = [];
  const stub = stubFetch((url, init) => {
    if (url.pathname === '/api/participations' && url.searchParams.get('filter[user_id]') === '9')
      return { body: participationsDoc([{ id: '50', userId: '9', name: 'Bia Souza', status: 'pending' }]) };
    if (url.pathname === '/api/participations')
      return {
        body: participationsDoc([
          { id: '49', userId: '8', name: 'Ana', status: 'pending' },
          { id: '50', userId: '9', name: 'Bia Souza', status: 'pending' },
          { id: '51', userId: '10', name: 'Caio', status: 'corrected' },
          { id: '52', userId: '11', name: 'Duda', status: 'pending' },
        ]),
      };
    if (url.pathname === '/api/participations/50/correction') return { body: { data: sheet } };
    if (url.pathname === '/api/exams/3/my_corrections')
      return { body: { data: queue.map((q) => ({ ...q, user_name: null })) } };
    if (url.pathname === '/api/score' && init.method === 'PUT') {
      scores.push(JSON.parse(init.body!));
      return scoreAnswer;
    }
    return { status: 404, body: { errors: [] } };
  });
  return { stub, scores };
}

let server: Server | undefined;
beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => server?.stub.restore());

function renderPage(locale: 'pt-BR' | 'es' | 'pt-PT' = 'pt-BR') {
  return renderRoute(
    <>
      <CorrectionPage />
      <Toaster />
    </>,
    { path: PATH, entry: '/edicoes/1/provas/3/participantes/9/correcao', locale },
  );
}

const scoreInput = () => screen.getByRole('textbox', { name: /Nota \(0 a 10\)/ });

describe('CorrectionPage', () => {
  it('shows one answer at a time with its statement, answer, resolution and weight, and moves with Anterior / Próxima', async () => {
    server = serve(sheetOf([item(1), item(2, { answer: null })]));
    const { intlErrors } = renderPage();
    expect(await screen.findByText('Questão 1 de 2')).toBeInTheDocument();
    expect(screen.getByText('Participante: Bia Souza')).toBeInTheDocument();
    expect(screen.getByText('Enunciado 1')).toBeInTheDocument();
    expect(screen.getByText('Resposta 1')).toBeInTheDocument();
    expect(screen.getByText('Resolução 1')).toBeInTheDocument();
    expect(screen.getByText('Peso: 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByText('Questão 2 de 2')).toBeInTheDocument();
    expect(screen.getByText('O participante deixou em branco.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByText('Questão 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar para os participantes/ })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/3/participantes',
    );
    expect(screen.getByRole('link', { name: 'Minhas correções' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/3/participantes/minhas-correcoes',
    );
    expect(intlErrors).toEqual([]);
  });

  it('saves the score and the comment with Salvar, says so, and stays on the answer', async () => {
    server = serve(sheetOf([item(1), item(2)]));
    renderPage();
    await screen.findByText('Questão 1 de 2');
    await userEvent.type(scoreInput(), '7,5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comentário' }), 'Bom raciocínio');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(server!.scores).toHaveLength(1));
    expect(server!.scores[0]).toEqual({
      id: '50',
      answer: { question_id: 'q1', open_ended_score: 7.5, open_ended_comment: 'Bom raciocínio' },
    });
    expect(await screen.findByTestId('correction-status')).toHaveTextContent('Nota atribuída com sucesso');
    expect(screen.getByText('Questão 1 de 2')).toBeInTheDocument();
    expect(screen.getByText('Nota dada')).toBeInTheDocument();
  });

  it('types digits into the score, saves with Enter and goes to the next answer; Alt+← and Alt+→, J and K move', async () => {
    server = serve(sheetOf([item(1), item(2), item(3)]));
    renderPage();
    await screen.findByText('Questão 1 de 3');
    await waitFor(() => expect(scoreInput()).toHaveFocus());
    await userEvent.keyboard('8{Enter}');
    expect(await screen.findByText('Questão 2 de 3')).toBeInTheDocument();
    expect(server!.scores).toEqual([
      { id: '50', answer: { question_id: 'q1', open_ended_score: 8, open_ended_comment: null } },
    ]);
    await waitFor(() => expect(scoreInput()).toHaveFocus());
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(screen.getByText('Questão 1 de 3')).toBeInTheDocument();
    expect(scoreInput()).toHaveValue('8');
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(screen.getByText('Questão 2 de 3')).toBeInTheDocument();
    // Outside a text field: J / K move, and a digit starts the score.
    await userEvent.click(screen.getByTestId('correction-shortcuts'));
    await userEvent.keyboard('j');
    expect(screen.getByText('Questão 3 de 3')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('correction-shortcuts'));
    await userEvent.keyboard('k');
    expect(screen.getByText('Questão 2 de 3')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('correction-shortcuts'));
    await userEvent.keyboard('4');
    expect(scoreInput()).toHaveFocus();
    expect(scoreInput()).toHaveValue('4');
    // The help line and the buttons document the shortcuts.
    expect(screen.getByTestId('correction-shortcuts')).toHaveTextContent('Enter: salvar e ir para a próxima');
    expect(screen.getByRole('button', { name: 'Próxima' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Alt+ArrowRight J',
    );
  });

  it('refuses a score outside 0..weight or not a number, and sends nothing', async () => {
    server = serve(sheetOf([item(1)]));
    renderPage();
    await screen.findByText('Questão 1 de 1');
    await userEvent.type(scoreInput(), '11{Enter}');
    expect(await screen.findByText('A nota deve estar entre 0 e 10.')).toBeInTheDocument();
    expect(scoreInput()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(scoreInput());
    await userEvent.type(scoreInput(), 'abc{Enter}');
    expect(await screen.findByText('A nota deve ser um número.')).toBeInTheDocument();
    await userEvent.clear(scoreInput());
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe a nota.')).toBeInTheDocument();
    expect(server!.scores).toEqual([]);
  });

  it("shows the server's refusal, else Ocorreu um erro", async () => {
    server = serve(sheetOf([item(1)]), {
      scoreAnswer: {
        status: 422,
        body: {
          errors: [{ status: '422', title: 'Unprocessable Entity', detail: 'Prova em Andamento' }],
        },
      },
    });
    renderPage();
    await screen.findByText('Questão 1 de 1');
    await userEvent.type(scoreInput(), '5{Enter}');
    expect(await screen.findByTestId('correction-status')).toHaveTextContent('Prova em Andamento');
    server.stub.restore();
    server = serve(sheetOf([item(1)]), { scoreAnswer: { status: 500, body: {} } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByTestId('correction-status')).toHaveTextContent('Ocorreu um erro'));
  });

  it('says Prova em Andamento while the exam is not over, with nothing to edit', async () => {
    server = serve(sheetOf([item(1)], { status: 'in_progress' }));
    renderPage();
    expect(await screen.findByText('Prova em Andamento')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('says Nenhuma questão a ser corrigida when the exam has no open-ended answer, in Spanish too', async () => {
    server = serve(sheetOf([]));
    const { intlErrors } = renderPage('es');
    expect(await screen.findByTestId('correction-nothing')).toHaveTextContent(
      'Ninguna pregunta para corregir',
    );
    expect(intlErrors).toEqual([]);
  });

  it('blind marking shows "Correção cega" and never the other mark; the third decision shows both', async () => {
    server = serve(
      sheetOf(
        [
          // A round-1 answer that (wrongly) carries marks: they are never shown.
          item(1, { round: 1, marks: [{ round: 2, score: 9 }] }),
          item(2, {
            round: 3,
            marks: [
              { round: 1, score: 2 },
              { round: 2, score: 9 },
            ],
          }),
        ],
        { double_marking: true },
      ),
    );
    renderPage();
    expect(await screen.findByText('Correção cega')).toBeInTheDocument();
    expect(screen.queryByText(/Nota 2: 9/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByText('Terceira correção')).toBeInTheDocument();
    expect(screen.getByText('Nota 1: 2')).toBeInTheDocument();
    expect(screen.getByText('Nota 2: 9')).toBeInTheDocument();
  });

  it("after the last answer offers the corrector's next unfinished participant, focused after Enter", async () => {
    server = serve(sheetOf([item(1)]), {
      queue: [
        { participation_id: '50', user_id: '9', assigned: 1, done: 0 },
        { participation_id: '51', user_id: '10', assigned: 2, done: 2 },
        { participation_id: '52', user_id: '11', assigned: 2, done: 1 },
      ],
    });
    renderPage();
    await screen.findByText('Questão 1 de 1');
    await waitFor(() => expect(scoreInput()).toHaveFocus());
    await userEvent.keyboard('6{Enter}');
    const next = await screen.findByRole('link', { name: 'Próximo participante' });
    expect(next).toHaveAttribute('href', '/edicoes/1/provas/3/participantes/11/correcao');
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    // The same screen opens for participant 11.
    await waitFor(() =>
      expect(server!.stub.requests.some((u) => u.searchParams.get('filter[user_id]') === '11')).toBe(true),
    );
  });

  it('without answers assigned to the caller, the next participant is the next pending one in the list', async () => {
    server = serve(sheetOf([item(1, { score: 3 })]));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Próximo participante' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/3/participantes/11/correcao',
    );
  });
});
