import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/client';
import {
  openExam,
  persistedAnswers,
  persistedParticipations,
  QUESTION_PATH,
  sent,
  setOnline,
  setUpExamTests,
  waitUntil,
} from '../../../test/exam-taking-harness';
import { createExamSession } from '../../exam-session';
import { stubLayoutForEditor } from 'shared-contracts/testing';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
beforeAll(stubLayoutForEditor);
setUpExamTests();

const question = () => within(screen.getByTestId('question'));
const FINISH = /^participations\/p1\/finish$/;
const ANSWER = /^participations\/p1\/answers\//;

describe('ExamTakingPage: leaving', () => {
  it('a short loss of connection only shows the offline banner; answering goes on', async () => {
    await openExam({ session: createExamSession({ random: () => 0, offlineGraceMs: 60_000 }) });
    setOnline(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent('Sem conexão');
    fireEvent.click(question().getByRole('radio', { name: 'B) Brasília' }));
    expect(await question().findByText('Aguardando conexão para salvar')).toBeInTheDocument();

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitUntil(() => !screen.queryByTestId('offline-banner'), 'the banner gone');
    expect(await question().findByText('Resposta salva')).toBeInTheDocument();
    expect(screen.getByTestId('exam-taking')).toBeInTheDocument();
    expect(screen.queryByTestId('editions-list')).not.toBeInTheDocument();
  });

  it('a lasting loss of connection keeps every answer, leads to the list with the notice, and sends them on return', async () => {
    const first = await openExam({ session: createExamSession({ random: () => 0, offlineGraceMs: 200 }) });
    first.net.setReply((request) =>
      ANSWER.test(request.url.pathname.slice(5)) ? 'network-error' : first.api.reply(request),
    );
    fireEvent.click(question().getByRole('radio', { name: 'B) Brasília' }));
    expect(await question().findByText('Aguardando conexão para salvar')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    const editor = await question().findByRole('textbox', { name: 'Sua resposta' });
    // Typed just now: not yet recorded (3 s pause) when the connection drops.
    const user = userEvent.setup();
    await user.click(editor);
    await user.keyboard('Redes neurais');

    setOnline(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });

    const list = within(await screen.findByTestId('editions-list'));
    expect(list.getByTestId('connection-lost')).toHaveTextContent('Conexão perdida');
    expect(list.getByTestId('arrival-warning')).toHaveTextContent(
      'Você está offline. Suas respostas foram guardadas neste dispositivo',
    );
    // Nothing was finished and nothing is lost: both answers wait on the device.
    expect(sent(first.net, 'POST', FINISH)).toHaveLength(0);
    expect(persistedAnswers()).toMatchObject({
      '101': { user_answer: 'a2', state: 'pending' },
      '102': { user_answer: '<p>Redes neurais</p>', state: 'pending' },
    });

    // Later, back online, the participant opens the exam again (a new page load).
    first.unmount();
    first.session.sender.stop();
    first.net.restore();
    setOnline(true);
    const again = await openExam({ session: createExamSession({ random: () => 0 }) });
    await waitUntil(() => again.api.answers.received.length === 2, 'the kept answers sent');
    expect(again.api.answers.answerOf('p1', '101')).toBe('a2');
    expect(again.api.answers.answerOf('p1', '102')).toBe('<p>Redes neurais</p>');
    expect(await question().findByText('Resposta salva')).toBeInTheDocument();
    expect(question().getByRole('radio', { name: 'B) Brasília' })).toBeChecked();
  });

  it('warns before leaving the exam by an in-app link; staying keeps it, confirming finishes it', async () => {
    const { net, api } = await openExam();
    fireEvent.click(question().getByRole('radio', { name: 'B) Brasília' }));
    await question().findByText('Resposta salva');

    fireEvent.click(screen.getByRole('link', { name: 'Edições' }));
    let warning = within(await screen.findByRole('alertdialog', { name: 'Sair da prova?' }));
    expect(
      warning.getByText('Ao sair, sua prova será finalizada e você não poderá mais alterar suas respostas.'),
    ).toBeInTheDocument();
    fireEvent.click(warning.getByRole('button', { name: 'Continuar na prova' }));
    await waitUntil(() => !screen.queryByRole('alertdialog'), 'the warning closed');
    expect(screen.getByTestId('exam-taking')).toBeInTheDocument();
    expect(sent(net, 'POST', FINISH)).toHaveLength(0);

    fireEvent.click(screen.getByRole('link', { name: 'Edições' }));
    warning = within(await screen.findByRole('alertdialog', { name: 'Sair da prova?' }));
    fireEvent.click(warning.getByRole('button', { name: 'Sair e finalizar' }));
    expect(await screen.findByTestId('editions-list')).toBeInTheDocument();
    expect(sent(net, 'POST', FINISH)).toHaveLength(1);
    expect(api.state.timers.map((t) => t.question_id)).toContain('101');
    expect(persistedParticipations()).toEqual([]);
  });

  it('does not warn when moving between questions', async () => {
    await openExam();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await question().findByRole('heading', { name: 'Questão 2 de 3' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing or reloading the page during the exam', async () => {
    const { unmount } = await openExam();
    const during = new Event('beforeunload', { cancelable: true });
    // (The time of the question is saved then too: it updates the screen.)
    act(() => {
      window.dispatchEvent(during);
    });
    expect(during.defaultPrevented).toBe(true);
    unmount();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('sends an unknown question to the first one', async () => {
    await openExam({ entry: QUESTION_PATH('999') });
    expect(await question().findByRole('heading', { name: 'Questão 1 de 3' })).toBeInTheDocument();
  });

  it('says why the exam cannot be opened (not ranked, unknown exam)', async () => {
    const refused = await openExam({ participation: null, startRefusal: 'exam.error.notRanked' });
    expect(await screen.findByText('Você não está apto a participar desta fase.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a prova' })).toHaveAttribute(
      'href',
      '/edicoes/ativas/5/fases/31',
    );
    refused.unmount();
    refused.net.restore();
    await openExam({ exam: null });
    expect(await screen.findByRole('heading', { name: 'Prova não encontrada' })).toBeInTheDocument();
  });
});
