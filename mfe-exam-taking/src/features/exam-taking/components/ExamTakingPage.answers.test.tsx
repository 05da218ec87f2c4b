import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import {
  openExam,
  persistedAnswers,
  QUESTION_PATH,
  sent,
  setUpExamTests,
  waitUntil,
} from '../../../test/exam-taking-harness';
import { stubLayoutForEditor } from 'shared-contracts/testing';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeAll(stubLayoutForEditor);
setUpExamTests();

const question = () => within(screen.getByTestId('question'));
/** Fake timers that still let fetch and streams run. */
const fakeClock = () =>
  jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });

describe('ExamTakingPage: answering', () => {
  it('shows the question number, the sanitized statement and the choices, and the server’s time left', async () => {
    const { intlErrors, net } = await openExam({
      participation: { time_left: 754, ends_at: '2030-01-01T00:00:00.000Z' },
    });
    expect(question().getByRole('heading', { name: 'Questão 1 de 3' })).toBeInTheDocument();
    expect(question().getByTestId('statement')).toHaveTextContent('Qual é a capital do Brasil?');
    expect(question().getByTestId('statement').querySelector('strong')).toHaveTextContent('Brasil');
    expect(document.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(question().getAllByRole('radio')).toHaveLength(3);
    expect(question().getByRole('radio', { name: 'B) Brasília' })).not.toBeChecked();
    // The server said 754 s are left: its clock, not ours (ends_at is far away).
    expect(screen.getByRole('timer')).toHaveTextContent(/^00:12:3[34]$/);
    const [exam] = sent(net, 'GET', /^exams\/31$/);
    expect(exam!.url.searchParams.get('include')).toBe('questions,edition');
    expect(intlErrors).toEqual([]);
  });

  it('saves a choice at once (sequence 1), and a change of mind with sequence 2', async () => {
    const { api } = await openExam();
    fireEvent.click(question().getByRole('radio', { name: 'B) Brasília' }));
    expect(await question().findByText('Resposta salva')).toBeInTheDocument();
    expect(api.answers.received).toEqual([{ questionId: '101', user_answer: 'a2', sequence: 1 }]);
    expect(question().getByRole('radio', { name: 'B) Brasília' })).toBeChecked();

    fireEvent.click(question().getByRole('radio', { name: 'A) São Paulo' }));
    await waitUntil(() => api.answers.received.length === 2, 'the second save');
    expect(api.answers.received[1]).toEqual({ questionId: '101', user_answer: 'a1', sequence: 2 });
    expect(await question().findByText('Resposta salva')).toBeInTheDocument();
    expect(api.answers.answerOf('p1', '101')).toBe('a1');
  });

  it('shows the answers the server already has when the exam is opened again', async () => {
    await openExam({
      participation: { answers: [{ question_id: '101', user_answer: 'a3', sequence: 4 }] },
    });
    expect(question().getByRole('radio', { name: 'C) Rio de Janeiro' })).toBeChecked();
    expect(question().getByText('Resposta salva')).toBeInTheDocument();
  });

  it('saves open text 3 s after the last keystroke, as HTML, with its character counter', async () => {
    const { api } = await openExam({ entry: QUESTION_PATH('102') });
    const editor = question().getByRole('textbox', { name: 'Sua resposta' });
    expect(question().getByRole('toolbar', { name: 'Formatação' })).toBeInTheDocument();
    expect(question().getByTestId('character-count')).toHaveTextContent('0 de 20 caracteres');
    // Into the editor before the clock is faked (the editor settles a click's selection on a timer);
    // then keys are typed without waiting between them.
    const user = userEvent.setup({ delay: null });
    await user.click(editor);
    fakeClock();
    await user.keyboard('Máquinas ');
    act(() => jest.advanceTimersByTime(2000));
    await user.keyboard('{Control>}b{/Control}que{Control>}b{/Control} <aprendem> e mais texto');
    // Stopped at the limit of 20 characters (of text: the formatting counts nothing).
    expect(editor).toHaveTextContent(/^Máquinas que <aprend$/);
    expect(question().getByTestId('character-count')).toHaveTextContent('20 de 20 caracteres');
    act(() => jest.advanceTimersByTime(2999));
    await act(() => new Promise((resolve) => jest.requireActual('timers').setImmediate(resolve)));
    expect(api.answers.received).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    await waitUntil(() => api.answers.received.length === 1, 'the open answer save');
    expect(api.answers.received[0]).toEqual({
      questionId: '102',
      user_answer: '<p>Máquinas <strong>que</strong> &lt;aprend</p>',
      sequence: 1,
    });
  });

  it('opens a saved open answer in the editor, the old text-area HTML included', async () => {
    await openExam({
      entry: QUESTION_PATH('102'),
      participation: {
        answers: [{ question_id: '102', user_answer: '<p>Linha um<br>linha 2</p>', sequence: 3 }],
      },
    });
    const editor = question().getByRole('textbox', { name: 'Sua resposta' });
    expect(editor.querySelector('p')).toHaveTextContent('Linha umlinha 2');
    expect(editor.querySelector('br')).not.toBeNull();
    expect(question().getByTestId('character-count')).toHaveTextContent('15 de 20 caracteres');
    expect(question().getByText('Resposta salva')).toBeInTheDocument();
  });

  it('moves with next and back, saving the time spent on the question left', async () => {
    const { api } = await openExam();
    fakeClock();
    act(() => jest.advanceTimersByTime(7000));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await question().findByRole('heading', { name: 'Questão 2 de 3' })).toBeInTheDocument();
    await waitUntil(() => api.state.timers.length === 1, 'the timer save');
    expect(api.state.timers[0]).toEqual({ question_id: '101', user_answer_timer: 7 });

    act(() => jest.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await question().findByRole('heading', { name: 'Questão 1 de 3' })).toBeInTheDocument();
    await waitUntil(() => api.state.timers.length === 2, 'the second timer save');
    expect(api.state.timers[1]).toEqual({ question_id: '102', user_answer_timer: 3 });
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  });

  it('lists every question in the menu with answered, saved and waiting states and counters', async () => {
    const { net, api } = await openExam();
    fireEvent.click(question().getByRole('radio', { name: 'B) Brasília' }));
    await question().findByText('Resposta salva');
    // The next save is on the wire.
    net.setReply((request) => (/answers\/103$/.test(request.url.pathname) ? 'hold' : api.reply(request)));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await question().findByRole('heading', { name: 'Questão 2 de 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    fireEvent.click(await question().findByRole('radio', { name: '2) 4' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Questões (2/3)' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Questões' }));
    const counters = within(menu.getByTestId('question-counters'));
    expect(counters.getByText('Respondidas: 2')).toBeInTheDocument();
    expect(counters.getByText('Não respondidas: 1')).toBeInTheDocument();
    expect(counters.getByText('Aguardando envio: 1')).toBeInTheDocument();
    const rows = menu.getAllByTestId('menu-question').map((row) => row.textContent);
    expect(rows).toEqual([
      'Questão 1RespondidaResposta salva',
      'Questão 2Não respondida',
      'Questão 3RespondidaSalvando…',
    ]);

    fireEvent.click(menu.getByRole('button', { name: 'Questão 2' }));
    expect(await question().findByRole('heading', { name: 'Questão 2 de 3' })).toBeInTheDocument();
    expect(persistedAnswers()['103']).toMatchObject({ user_answer: 'b2' });
  });

  it('speaks Spanish and European Portuguese', async () => {
    const es = await openExam({ locale: 'es' });
    expect(question().getByRole('heading', { name: 'Pregunta 1 de 3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Preguntas (0/3)' }));
    expect(await screen.findByRole('dialog', { name: 'Preguntas' })).toBeInTheDocument();
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    es.session.sender.stop();
    es.net.restore();
    const pt = await openExam({ locale: 'pt-PT' });
    expect(question().getByRole('heading', { name: 'Pergunta 1 de 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminar prova' })).toBeInTheDocument();
    expect(pt.intlErrors).toEqual([]);
  });
});
