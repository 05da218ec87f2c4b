import { fireEvent, screen, within } from '@testing-library/react';
import { configureApi } from 'shared-contracts/client';
import {
  editionDocument,
  examDocument,
  participationsDocument,
  questionResource,
} from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { apiServer, type RecordedRequest } from 'shared-contracts/testing';
import { ParticipantExamPage } from './ParticipantExamPage';
import { toaster as sharedToaster } from 'shared-contracts/ui';

// Toasts live in one shared store: each test starts without the previous test's.
afterEach(() => sharedToaster.remove());

jest.setTimeout(60_000);

const Q1 = questionResource('q1', {
  statement: '<p>Qual é a capital do Brasil?</p>',
  alternatives: [
    { id: 'a1', description: 'São Paulo', correct: false },
    { id: 'a2', description: 'Brasília', correct: true },
  ],
  resolution: { comment: '<p>Desde 1960.</p>', multiple_choice: ['a2'] },
});
const Q2 = questionResource('q2', {
  kind: 'open_ended',
  statement: '<p>O que é aprendizado de máquina?</p>',
  resolution: { comment: '<p>Um sistema que aprende com dados.</p>', multiple_choice: [] },
});

let server: ReturnType<typeof apiServer>;

function serve({ participations = true, key = true }: { participations?: boolean; key?: boolean } = {}) {
  server = apiServer((r: RecordedRequest) => {
    if (r.method === 'GET' && r.path === 'exams/9')
      // q2 listed first by the server: questions_order puts q1 first.
      return {
        body: { ...examDocument('9', {}, [Q2, Q1]), data: { ...examDocument('9', {}, [Q1, Q2]).data } },
      };
    if (r.method === 'GET' && r.path === 'edition/1') return { body: editionDocument('1') };
    if (r.method === 'GET' && r.path === 'participations')
      return {
        body: participationsDocument(
          participations
            ? [
                {
                  id: 'p1',
                  userId: 'u1',
                  name: 'Ana Lima',
                  email: 'ana@x.dev',
                  score: 6.5,
                  answers: [
                    {
                      question_id: 'q1',
                      user_answer: 'a1',
                      open_ended_score: null,
                      open_ended_comment: null,
                    },
                    {
                      question_id: 'q2',
                      user_answer: '<p>Um modelo que aprende.</p>',
                      open_ended_score: 1.5,
                      open_ended_comment: 'Faltou um exemplo.',
                    },
                  ],
                },
              ]
            : [],
        ),
      };
    if (r.method === 'GET' && r.path === 'results')
      return {
        body: {
          data: key
            ? [
                {
                  type: 'results',
                  id: 'r1',
                  attributes: {
                    score: 6.5,
                    answer_sheet: {
                      q1: { multiple_choice: ['a2'], status: 'active', user_answer: 'a1', correct: false },
                      q2: {
                        multiple_choice: [],
                        status: 'active',
                        user_answer: '<p>Um modelo que aprende.</p>',
                        open_ended_score: 1.5,
                        open_ended_comment: 'Faltou um exemplo.',
                      },
                    },
                  },
                },
              ]
            : [],
          meta: { total_count: key ? 1 : 0 },
        },
      };
    return undefined;
  });
}

const open = () =>
  renderRoute(<ParticipantExamPage />, {
    path: '/edicoes/:id/provas/:testId/participantes/:userId/prova',
    entry: '/edicoes/1/provas/9/participantes/u1/prova',
  });
const question = () => within(screen.getByTestId('reviewed-question'));

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
afterEach(() => server?.restore());

describe('A participant’s exam with the answer key', () => {
  it('shows who, the score and each answer against the key', async () => {
    serve();
    const { intlErrors } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lima' })).toBeInTheDocument();
    expect(screen.getByText('Fase 1 — Prova objetiva')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      '/edicoes/1/provas/9/participantes',
    );
    expect(await screen.findByTestId('exam-participant')).toHaveTextContent('Ana Lima (ana@x.dev)');
    expect(screen.getByTestId('exam-score')).toHaveTextContent('6,5');
    expect(await screen.findByRole('heading', { name: 'Questão 1 de 2' })).toBeInTheDocument();
    expect(screen.getByTestId('counter-wrong')).toHaveTextContent('Erradas1');
    const right = question()
      .getAllByTestId('alternative')
      .find((a) => a.textContent?.includes('Brasília'))!;
    expect(right).toHaveAttribute('data-right', 'true');
    const chosen = question()
      .getAllByTestId('alternative')
      .find((a) => a.textContent?.includes('São Paulo'))!;
    expect(chosen).toHaveAttribute('data-chosen', 'true');
    expect(question().getByTestId('key-comment')).toHaveTextContent('Desde 1960.');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima questão' }));
    expect(await screen.findByRole('heading', { name: 'Questão 2 de 2' })).toBeInTheDocument();
    expect(question().getByTestId('open-answer-text')).toHaveTextContent('Um modelo que aprende.');
    expect(question().getByTestId('open-answer-score')).toHaveTextContent('Nota: 1,5');
    expect(question().getByTestId('grader-comment')).toHaveTextContent('Faltou um exemplo.');
    const [results] = server.calls('GET', 'results');
    expect(Object.fromEntries(results!.url.searchParams)).toEqual({
      'filter[exam_id]': '9',
      'filter[participation_id]': 'p1',
      'page[size]': '1',
    });
    const [participation] = server.calls('GET', 'participations');
    expect(participation!.url.searchParams.get('filter[user_id]')).toBe('u1');
    expect(intlErrors).toEqual([]);
  });

  it('calls the answer the participant’s, not the viewer’s (issue 33, item 9)', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { name: 'Questão 1 de 2' })).toBeInTheDocument();
    const chosen = question()
      .getAllByTestId('alternative')
      .find((a) => a.textContent?.includes('São Paulo'))!;
    expect(within(chosen).getByText('Resposta do participante (incorreta)')).toBeInTheDocument();
    expect(screen.queryByText(/Sua resposta/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima questão' }));
    expect(await screen.findByRole('heading', { name: 'Questão 2 de 2' })).toBeInTheDocument();
    expect(
      question().getByRole('heading', { level: 3, name: 'Resposta do participante' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Sua resposta/)).not.toBeInTheDocument();
  });

  it('says "Resposta do participante" in pt-PT and "Respuesta del participante" in es', async () => {
    for (const [locale, label, theirs] of [
      ['pt-PT', 'Resposta do participante', /A sua resposta/],
      ['es', 'Respuesta del participante', /Tu respuesta/],
    ] as const) {
      serve();
      const view = renderRoute(<ParticipantExamPage />, {
        path: '/edicoes/:id/provas/:testId/participantes/:userId/prova',
        entry: '/edicoes/1/provas/9/participantes/u1/prova',
        locale,
      });
      expect(await screen.findByTestId('reviewed-question')).toBeInTheDocument();
      const next = screen.getAllByRole('button').at(-1)!;
      fireEvent.click(next);
      expect(await question().findByRole('heading', { level: 3, name: label })).toBeInTheDocument();
      expect(screen.queryByText(theirs)).not.toBeInTheDocument();
      view.unmount();
      server.restore();
    }
  });

  it('uses the exam’s own key and the participation’s answers before results exist', async () => {
    serve({ key: false });
    open();
    expect(await screen.findByRole('heading', { name: 'Questão 1 de 2' })).toBeInTheDocument();
    const right = question()
      .getAllByTestId('alternative')
      .find((a) => a.textContent?.includes('Brasília'))!;
    expect(right).toHaveAttribute('data-right', 'true');
    expect(question().getByTestId('question-state')).toHaveTextContent('Errada');
  });

  it('says so when the participant did not take the exam', async () => {
    serve({ participations: false });
    open();
    expect(await screen.findByText('Este participante não fez esta prova.')).toBeInTheDocument();
    expect(server.calls('GET', 'results')).toHaveLength(0);
  });
});
