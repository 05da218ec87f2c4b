import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import { editionDocument, userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth, stubFetch, type StubbedFetch } from '../../../test/render';
import type { ExamPreviewState, PreviewQuestion } from '../index';
import { ExamPreviewPage } from './ExamPreviewPage';

jest.setTimeout(30_000);

const PATH = '/edicoes/:id/provas/:testId/visualizar';
const ENTRY = '/edicoes/1/provas/9/visualizar';

/** Questions as the questions tab holds them (staff attributes: `correct` on each alternative). */
const QUESTIONS: PreviewQuestion[] = [
  {
    id: '11',
    kind: 'multiple_choice',
    style: 'alphabetic',
    status: 'active',
    statement: '<p>Qual é a capital do Brasil?</p>',
    alternatives: [
      { id: '1', description: 'São Paulo', correct: false },
      { id: '2', description: 'Brasília', correct: true },
    ],
    resolution: { comment: '<p>Brasília é a capital desde 1960.</p>', multiple_choice: ['2'] },
  },
  {
    id: '12',
    kind: 'open_ended',
    style: 'alphabetic',
    status: 'cancelled',
    statement: '<p>Explique o ciclo da água.</p>',
    alternatives: [],
    resolution: { comment: null, multiple_choice: [] },
  },
];

/** GET exams/9?include=questions as staff read it: the questions in the exam's order (13 before 14). */
const EXAM_DOCUMENT = {
  data: {
    type: 'exams',
    id: '9',
    attributes: { description: 'Prova da fase 1', questions_order: ['13', '14'] },
    relationships: {
      questions: {
        data: [
          { type: 'questions', id: '14' },
          { type: 'questions', id: '13' },
        ],
      },
    },
  },
  included: [
    {
      type: 'questions',
      id: '14',
      attributes: {
        kind: 'multiple_choice',
        style: 'numeric',
        status: 'cancelled',
        statement: '<p>Quanto é 2 + 2?</p>',
        alternatives: [
          { id: '40', description: '3', correct: false },
          { id: '41', description: '4', correct: true },
          { id: '42', description: '5', correct: false },
        ],
        resolution: { comment: '<p>Anulada: enunciado ambíguo.</p>', multiple_choice: ['41'] },
      },
    },
    {
      type: 'questions',
      id: '13',
      attributes: {
        kind: 'open_ended',
        style: 'alphabetic',
        status: 'active',
        statement: '<p>Descreva um algoritmo.</p>',
        alternatives: [],
        resolution: { comment: null, multiple_choice: [] },
      },
    },
  ],
};

let server: StubbedFetch;

function renderPage(
  state?: ExamPreviewState,
  {
    locale = 'pt-BR',
    user = userWith('A1', 'admin'),
  }: { locale?: 'pt-BR' | 'es' | 'pt-PT'; user?: ReturnType<typeof userWith> } = {},
  exam: { status?: number; body: unknown } = { body: EXAM_DOCUMENT },
) {
  useAuthStore.setState({ user });
  server = stubFetch((url) => {
    if (url.pathname === '/api/edition/1') return { body: editionDocument([]) };
    if (url.pathname === '/api/exams/9') return exam;
    return { status: 404, body: { errors: [] } };
  });
  return renderRoute(<ExamPreviewPage />, {
    path: PATH,
    entry: state ? { pathname: ENTRY, state } : ENTRY,
    locale,
  });
}

const questions = () => screen.getAllByTestId('preview-question');

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeEach(() => setViewportWidth(1280));
afterEach(() => {
  server?.restore();
  jest.restoreAllMocks();
});

describe('ExamPreviewPage', () => {
  it('shows the questions passed through navigation state, without asking the API for them', async () => {
    const { intlErrors } = renderPage({ questions: QUESTIONS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Visualizar prova' })).toBeInTheDocument();
    expect(questions()).toHaveLength(2);

    const first = within(questions()[0]!);
    expect(first.getByRole('heading', { level: 2, name: 'Questão 1' })).toBeInTheDocument();
    expect(first.getByText('Múltipla escolha')).toBeInTheDocument();
    expect(first.queryByText('Questão Anulada')).not.toBeInTheDocument();
    expect(first.getByText('Qual é a capital do Brasil?')).toBeInTheDocument();
    const alternatives = first.getAllByTestId('preview-alternative');
    expect(alternatives.map((a) => a.textContent)).toEqual(['A)São Paulo', 'B)Brasília✓Correta']);
    expect(alternatives.map((a) => a.getAttribute('data-correct'))).toEqual(['false', 'true']);
    expect(first.getByRole('list', { name: 'Alternativas da questão 1' })).toBeInTheDocument();
    expect(first.getByTestId('preview-resolution')).toHaveTextContent('Brasília é a capital desde 1960.');

    const second = within(questions()[1]!);
    expect(second.getByText('Dissertativa')).toBeInTheDocument();
    expect(second.getByText('Questão Anulada')).toBeInTheDocument();
    expect(second.queryByTestId('preview-resolution')).not.toBeInTheDocument();

    expect(server.requests.map((u) => u.pathname)).toEqual(['/api/edition/1']);
    expect(intlErrors).toEqual([]);
  });

  it('opened directly, loads the exam with its questions in the exam’s order, numbered per style', async () => {
    renderPage();
    expect(await screen.findByText('Quanto é 2 + 2?')).toBeInTheDocument();
    const call = server.requests.find((u) => u.pathname === '/api/exams/9')!;
    expect(call.searchParams.get('include')).toBe('questions');

    const [first, second] = questions().map((q) => within(q));
    expect(first!.getByText('Descreva um algoritmo.')).toBeInTheDocument();
    expect(first!.getByText('Dissertativa')).toBeInTheDocument();
    expect(second!.getByRole('heading', { name: 'Questão 2' })).toBeInTheDocument();
    expect(second!.getByText('Questão Anulada')).toBeInTheDocument();
    const alternatives = second!.getAllByTestId('preview-alternative');
    expect(alternatives.map((a) => a.textContent)).toEqual(['1)3', '2)4✓Correta', '3)5']);
    expect(second!.getByTestId('preview-resolution')).toHaveTextContent('Anulada: enunciado ambíguo.');
  });

  it('reads the exam’s questions when the tab passed none (it had not loaded them yet)', async () => {
    renderPage({ questions: [] });
    expect(await screen.findByText('Quanto é 2 + 2?')).toBeInTheDocument();
    expect(questions()).toHaveLength(2);
    expect(screen.queryByText('Esta prova ainda não tem questões.')).not.toBeInTheDocument();
  });

  it('marks the correct alternative from the resolution ids when the alternatives carry no mark', async () => {
    const unmarked: PreviewQuestion = {
      ...QUESTIONS[0]!,
      alternatives: [
        { id: '1', description: 'São Paulo' },
        { id: '2', description: 'Brasília' },
      ],
    };
    renderPage({ questions: [unmarked] });
    const alternatives = await screen.findAllByTestId('preview-alternative');
    expect(alternatives.map((a) => a.getAttribute('data-correct'))).toEqual(['false', 'true']);
    expect(within(alternatives[1]!).getByText('Correta')).toBeInTheDocument();
  });

  it('prints with window.print, goes back to the exam, and hides the shell and the buttons on paper', async () => {
    const print = jest.fn();
    window.print = print;
    renderPage({ questions: QUESTIONS });
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);

    const styles = screen.getByTestId('exam-preview-print-styles');
    expect(styles.textContent).toMatch(/^@media print {/);
    expect(styles.textContent).toContain('[data-testid="app-header"]');
    expect(styles.textContent).toContain('break-inside: avoid');
    expect(screen.getByRole('button', { name: 'Imprimir' }).closest('[data-print-hidden]')).not.toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/edicoes/1/provas/9');
  });

  it('says so when the exam is unknown, and keeps a coordinator of another edition out', async () => {
    const unknown = renderPage(undefined, {}, { status: 404, body: { errors: [{ status: '404' }] } });
    expect(await screen.findByText('Prova não encontrada.')).toBeInTheDocument();
    unknown.unmount();
    server.restore();

    renderPage({ questions: QUESTIONS }, { user: userWith('C9', 'coordinator') });
    expect(await screen.findByText('Você não possui autorização.')).toBeInTheDocument();
    expect(screen.queryByTestId('preview-question')).not.toBeInTheDocument();
  });

  it('speaks Spanish and European Portuguese', async () => {
    const es = renderPage({ questions: QUESTIONS }, { locale: 'es' });
    expect(await screen.findByText('Pregunta anulada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    server.restore();

    const pt = renderPage({ questions: QUESTIONS }, { locale: 'pt-PT' });
    expect(await screen.findByText('Pré-visualizar prova')).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });
});
