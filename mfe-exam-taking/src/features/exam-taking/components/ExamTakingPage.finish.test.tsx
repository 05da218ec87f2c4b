import { act, fireEvent, screen, within } from '@testing-library/react';
import { configureApi } from 'shared-contracts/client';
import {
  openExam,
  persistedAnswers,
  persistedParticipations,
  sent,
  setUpExamTests,
  waitUntil,
} from '../../../test/exam-taking-harness';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
setUpExamTests();

const question = () => within(screen.getByTestId('question'));
const FINISH = /^participations\/p1\/finish$/;
const ANSWER = /^participations\/p1\/answers\//;

async function confirmFinish(button = 'Finalizar') {
  fireEvent.click(screen.getByRole('button', { name: 'Finalizar prova' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Finalizar a prova?' }));
  fireEvent.click(dialog.getByRole('button', { name: button }));
  return dialog;
}

describe('ExamTakingPage: finishing', () => {
  it('sends the waiting answers first, saves the time, then finishes and offers the survey', async () => {
    const { net, api, intlErrors } = await openExam({ exam: { survey_url: 'https://survey.test/obia' } });
    net.setReply((request) => (ANSWER.test(request.url.pathname.slice(5)) ? 'hold' : api.reply(request)));
    fireEvent.click(question().getByRole('radio', { name: 'B) Brasília' }));
    await waitUntil(() => sent(net, 'PUT', ANSWER).length === 1, 'the answer on the wire');

    const dialog = await confirmFinish();
    expect(dialog.getByText('Questões respondidas: 1 de 3')).toBeInTheDocument();
    await waitUntil(() => api.state.timers.length === 1, 'the time saved');
    // Nothing is finished while an answer is still on its way.
    expect(sent(net, 'POST', FINISH)).toHaveLength(0);
    const held = sent(net, 'PUT', ANSWER)[0]!;
    const { status, body } = api.reply(held);
    act(() => held.respond(status ?? 200, body));

    const finished = within(await screen.findByTestId('exam-finished'));
    expect(sent(net, 'POST', FINISH)).toHaveLength(1);
    expect(api.answers.answerOf('p1', '101')).toBe('a2');
    const order = net.requests.map((r) => `${r.method} ${r.url.pathname.slice(5)}`);
    expect(order.indexOf('POST participations/p1/finish')).toBeGreaterThan(
      order.indexOf('PUT participations/p1/answers/101'),
    );
    expect(finished.getByRole('heading', { name: 'Prova finalizada!' })).toBeInTheDocument();
    expect(finished.getByText('Gostaria de responder a uma pesquisa de satisfação?')).toBeInTheDocument();
    expect(finished.getByRole('link', { name: 'Sim' })).toHaveAttribute('href', 'https://survey.test/obia');
    fireEvent.click(finished.getByRole('button', { name: 'Não' }));
    expect(finished.queryByTestId('survey-prompt')).not.toBeInTheDocument();
    expect(finished.getByRole('link', { name: 'Voltar para a edição' })).toHaveAttribute(
      'href',
      '/edicoes/ativas/5',
    );
    // Nothing of the attempt is kept on the device once it is finished.
    expect(persistedParticipations()).toEqual([]);
    expect(intlErrors).toEqual([]);
  });

  it('asks nothing about a survey when the exam has none', async () => {
    await openExam();
    await confirmFinish();
    expect(await screen.findByTestId('exam-finished')).toBeInTheDocument();
    expect(screen.queryByTestId('survey-prompt')).not.toBeInTheDocument();
  });

  it('does not finish while answers cannot reach the server, keeps them, and finishes once they can', async () => {
    const { net, api } = await openExam();
    net.setReply((request) =>
      ANSWER.test(request.url.pathname.slice(5)) ? 'network-error' : api.reply(request),
    );
    fireEvent.click(question().getByRole('radio', { name: 'B) Brasília' }));
    expect(await question().findByText('Aguardando conexão para salvar')).toBeInTheDocument();

    const dialog = await confirmFinish();
    expect(await dialog.findByText('Sem conexão com o servidor')).toBeInTheDocument();
    expect(dialog.getByTestId('finish-problem')).toHaveTextContent('Uma resposta ainda não foi enviada.');
    expect(sent(net, 'POST', FINISH)).toHaveLength(0);
    expect(persistedAnswers()['101']).toMatchObject({ user_answer: 'a2', state: 'pending' });
    expect(screen.queryByTestId('exam-finished')).not.toBeInTheDocument();

    net.setReply(api.reply);
    fireEvent.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('exam-finished')).toBeInTheDocument();
    expect(api.answers.answerOf('p1', '101')).toBe('a2');
    expect(sent(net, 'POST', FINISH)).toHaveLength(1);
  });

  it('tells which answers the server refused before finishing anyway', async () => {
    const { net, api } = await openExam();
    net.setReply((request) =>
      ANSWER.test(request.url.pathname.slice(5))
        ? {
            status: 422,
            body: { errors: [{ status: '422', code: 'exam.error.invalidAlternative', detail: 'x' }] },
          }
        : api.reply(request),
    );
    fireEvent.click(question().getByRole('radio', { name: 'B) Brasília' }));
    expect(await question().findByText('Resposta não salva: Alternativa inválida.')).toBeInTheDocument();
    const dialog = await confirmFinish();
    expect(await dialog.findByText('Uma resposta não foi aceita pelo servidor')).toBeInTheDocument();
    expect(sent(net, 'POST', FINISH)).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Finalizar mesmo assim' }));
    expect(await screen.findByTestId('exam-finished')).toBeInTheDocument();
    expect(sent(net, 'POST', FINISH)).toHaveLength(1);
  });

  it('shows the time is over and finishes by itself when no time is left', async () => {
    const { net } = await openExam({
      participation: { time_left: 0, ends_at: new Date(Date.now() - 1000).toISOString() },
      exam: { survey_url: 'https://survey.test/obia' },
    });
    const finished = within(await screen.findByTestId('exam-finished'));
    expect(finished.getByText('O tempo da prova acabou.')).toBeInTheDocument();
    expect(finished.getByText('Gostaria de responder a uma pesquisa de satisfação?')).toBeInTheDocument();
    expect(sent(net, 'POST', FINISH)).toHaveLength(1);
  });

  it('shows the finished screen for an attempt already finished', async () => {
    const { net } = await openExam({ participation: { status: 'finished' } });
    expect(await screen.findByRole('heading', { name: 'Prova finalizada!' })).toBeInTheDocument();
    expect(sent(net, 'POST', FINISH)).toHaveLength(0);
  });

  it('speaks Spanish on the finish dialog and the finished screen', async () => {
    const { intlErrors } = await openExam({ locale: 'es', exam: { survey_url: 'https://s.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar examen' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: '¿Finalizar el examen?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByRole('heading', { name: '¡Examen finalizado!' })).toBeInTheDocument();
    expect(screen.getByText('¿Te gustaría responder una encuesta de satisfacción?')).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });
});
