import { act, fireEvent, screen, within } from '@testing-library/react';
import { configureApi } from 'shared-contracts/client';
import { controlFetch, until, type ControlledFetch } from '../../../test/controlled-fetch';
import { examAnswerServer, refusal } from '../../../test/exam-answer-server';
import { renderRoute } from '../../../test/render';
import { useAnswerQueue } from '../hooks/useAnswerQueue';
import { useOpenAnswerDebounce } from '../hooks/useOpenAnswerDebounce';
import { createExamSession, type ExamSession } from '../session';
import { SaveStateBadge } from './SaveStateBadge';

jest.setTimeout(30_000);

let session: ExamSession;
let net: ControlledFetch;
let server: ReturnType<typeof examAnswerServer>;

/** Two questions as the exam screen would wire them: a choice and an open answer. */
function AnswerSheet() {
  const queue = useAnswerQueue('p1', session);
  const { change } = useOpenAnswerDebounce('q2', queue.record);
  return (
    <>
      <section aria-label="Questão 1">
        <button onClick={() => queue.record('q1', 'alt-1')}>Alternativa A</button>
        <SaveStateBadge state={queue.saveStateOf('q1')} error={queue.answers.q1?.error} />
      </section>
      <section aria-label="Questão 2">
        <textarea aria-label="Resposta" onChange={(e) => change(e.target.value)} />
        <SaveStateBadge state={queue.saveStateOf('q2')} error={queue.answers.q2?.error} />
      </section>
      <p data-testid="waiting">{queue.waitingCount}</p>
    </>
  );
}

const question = (n: number) => screen.getByRole('region', { name: `Questão ${n}` });
const show = (locale?: 'es') =>
  renderRoute(<AnswerSheet />, { path: '/', entry: '/', ...(locale ? { locale } : {}) });

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));

beforeEach(() => {
  localStorage.clear();
  server = examAnswerServer({ endsAt: '2030-01-01T00:00:00.000Z' });
  net = controlFetch(server.reply);
  session = createExamSession();
});

afterEach(() => {
  session.sender.stop();
  net.restore();
});

describe('SaveStateBadge with the answer queue', () => {
  it('shows nothing before answering, then that the choice is saved on the server', async () => {
    net.setReply(() => 'hold');
    const { intlErrors } = show();
    expect(within(question(1)).queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Alternativa A' }));
    expect(within(question(1)).getByRole('status')).toHaveTextContent('Salvando…');

    await act(() => until(() => net.requests.length === 1));
    const { status, body } = server.reply(net.requests[0]!);
    await act(async () => net.requests[0]!.respond(status ?? 200, body));
    expect(await within(question(1)).findByText('Resposta salva')).toBeInTheDocument();
    expect(server.answerOf('p1', 'q1')).toBe('alt-1');
    expect(intlErrors).toEqual([]);
  });

  it('says it waits for the connection while offline, and saved once back online', async () => {
    net.setReply(() => 'network-error');
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Alternativa A' }));
    expect(await within(question(1)).findByText('Aguardando conexão para salvar')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Resposta'), { target: { value: '<p>Minha resposta</p>' } });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(within(question(2)).getByRole('status')).toHaveTextContent('Aguardando conexão para salvar');
    expect(screen.getByTestId('waiting')).toHaveTextContent('2');

    net.setReply(server.reply);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await within(question(2)).findByText('Resposta salva')).toBeInTheDocument();
    expect(within(question(1)).getByRole('status')).toHaveTextContent('Resposta salva');
    expect(screen.getByTestId('waiting')).toHaveTextContent('0');
    expect(server.answerOf('p1', 'q2')).toBe('<p>Minha resposta</p>');
  });

  it('sends what a reload left waiting as soon as the exam opens again', async () => {
    net.setReply(() => 'network-error');
    const first = show();
    fireEvent.click(screen.getByRole('button', { name: 'Alternativa A' }));
    await within(question(1)).findByText('Aguardando conexão para salvar');
    first.unmount();
    session.sender.stop();

    net.setReply(server.reply);
    session = createExamSession();
    show();
    expect(await within(question(1)).findByText('Resposta salva')).toBeInTheDocument();
    expect(server.answerOf('p1', 'q1')).toBe('alt-1');
  });

  it("says why the server refused an answer (time over), in the participant's language", async () => {
    net.setReply(() => refusal(422, 'exam.error.timeOver', 'O tempo da prova acabou.'));
    show('es');
    fireEvent.click(screen.getByRole('button', { name: 'Alternativa A' }));
    expect(
      await within(question(1)).findByText('Respuesta no guardada: El tiempo del examen terminó.'),
    ).toBeInTheDocument();
  });
});
