import { configureApi, useAuthStore } from 'shared-contracts/client';
import { controlFetch, until, type ControlledFetch, type HeldRequest } from '../../../test/controlled-fetch';
import { examAnswerServer, refusal } from '../../../test/exam-answer-server';
import { createExamSession, type ExamSession } from '../session';
import { saveBadgeState } from './save-status';

const START = Date.parse('2026-05-10T12:00:00Z');
const ENDS_AT = '2026-05-10T13:00:00.000Z';

let net: ControlledFetch;
let session: ExamSession;
let server: ReturnType<typeof examAnswerServer>;

const entry = (questionId: string) => session.store.getState().participations.p1?.answers[questionId];
const badge = (questionId: string) => saveBadgeState(entry(questionId), session.store.getState().links.p1);
const saves = () => net.requests.filter((r) => r.url.pathname.includes('/answers/'));
const sent = () =>
  saves().map((r) => `${r.url.pathname.split('/').pop()}#${r.body.data.attributes.sequence}`);
const answerWithServer = (held: HeldRequest) => {
  const { status, body } = server.reply(held);
  held.respond(status ?? 200, body);
};
const waitingRequest = () => net.requests.find((r) => !r.settled);

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  localStorage.clear();
  useAuthStore.setState({ credentials: null, user: null, status: 'idle' });
  server = examAnswerServer({ endsAt: ENDS_AT });
  net = controlFetch(server.reply);
  session = createExamSession({ random: () => 0 });
  session.sender.start();
});

afterEach(() => {
  session.sender.stop();
  net.restore();
  jest.useRealTimers();
});

describe('answer sender', () => {
  it('sends the answers one at a time, oldest first, as the contract says', async () => {
    net.setReply(() => 'hold');
    session.sender.record('p1', 'q1', 'alt-1');
    session.sender.record('p1', 'q2', 'alt-5');
    session.sender.record('p1', 'q3', '<p>texto</p>');
    await until(() => saves().length === 1, 'first save');
    expect(badge('q1')).toBe('saving');

    for (let i = 1; i <= 3; i += 1) {
      await until(() => saves().length === i && !saves()[i - 1]!.settled, `save ${i}`);
      answerWithServer(saves()[i - 1]!);
    }
    await until(() => ['q1', 'q2', 'q3'].every((q) => entry(q)?.state === 'saved'), 'all saved');

    expect(net.maxInFlight()).toBe(1);
    expect(sent()).toEqual(['q1#1', 'q2#1', 'q3#1']);
    const first = saves()[0]!;
    expect(first.method).toBe('PUT');
    expect(first.url.pathname).toBe('/api/participations/p1/answers/q1');
    expect(first.body).toEqual({
      data: {
        type: 'answers',
        attributes: { user_answer: 'alt-1', sequence: 1, answered_at: '2026-05-10T12:00:00.000Z' },
      },
    });
    expect(server.answerOf('p1', 'q3')).toBe('<p>texto</p>');
    expect(['q1', 'q2', 'q3'].map(badge)).toEqual(['saved', 'saved', 'saved']);
  });

  it('keeps every answer while offline, retries with back-off, and sends them all in order when back online', async () => {
    net.setReply(() => 'network-error');
    session.sender.record('p1', 'q1', 'a');
    await until(() => session.store.getState().links.p1 === 'retrying', 'offline');
    expect(entry('q1')?.state).toBe('pending');
    expect(badge('q1')).toBe('pending');

    // More answers while offline: they wait behind the first, nothing is sent in between.
    session.sender.record('p1', 'q2', 'b');
    session.sender.record('p1', 'q1', 'a2');
    session.sender.record('p1', 'q3', 'c');
    expect(saves()).toHaveLength(1);

    // Back-off: 1 s, then 2 s.
    await jest.advanceTimersByTimeAsync(999);
    expect(saves()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await until(() => saves().length === 2, 'first retry');
    await jest.advanceTimersByTimeAsync(1999);
    expect(saves()).toHaveLength(2);

    // The network comes back: 'online' sends at once, without waiting for the back-off.
    net.setReply(server.reply);
    const before = saves().length;
    window.dispatchEvent(new Event('online'));
    await until(() => ['q1', 'q2', 'q3'].every((q) => entry(q)?.state === 'saved'), 'all saved');

    expect(sent().slice(before)).toEqual(['q1#2', 'q2#1', 'q3#1']);
    expect(['q1', 'q2', 'q3'].map((q) => server.answerOf('p1', q))).toEqual(['a2', 'b', 'c']);
    expect(session.store.getState().links.p1).toBe('idle');
  });

  it('does not even try while the browser says it is offline', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    session.sender.record('p1', 'q1', 'a');
    await until(() => session.store.getState().links.p1 === 'retrying', 'waiting');
    expect(saves()).toHaveLength(0);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await until(() => entry('q1')?.state === 'saved', 'saved');
    expect(sent()).toEqual(['q1#1']);
    onLine.mockRestore();
  });

  it('keeps the answers through a reload while offline and sends them from the new page', async () => {
    net.setReply(() => 'network-error');
    session.sender.record('p1', 'q1', 'a');
    session.sender.record('p1', 'q2', 'b');
    await until(() => session.store.getState().links.p1 === 'retrying', 'offline');
    session.sender.stop();

    net.setReply(server.reply);
    const reloaded = createExamSession({ random: () => 0 });
    reloaded.sender.start();
    reloaded.sender.kick('p1');
    await reloaded.sender.flush('p1');
    reloaded.sender.stop();
    expect([server.answerOf('p1', 'q1'), server.answerOf('p1', 'q2')]).toEqual(['a', 'b']);
  });

  it('keeps a change made during a save pending and sends it next', async () => {
    net.setReply(() => 'hold');
    session.sender.record('p1', 'q1', 'first');
    session.sender.record('p1', 'q2', 'other');
    await until(() => saves().length === 1, 'first save');
    session.sender.record('p1', 'q1', 'second');
    expect(entry('q1')).toMatchObject({ user_answer: 'second', sequence: 2, state: 'pending' });

    answerWithServer(saves()[0]!);
    await until(() => saves().length === 2, 'next save');
    // Acknowledged sequence 1 < 2: not saved yet.
    expect(entry('q1')?.state).toBe('sending');
    expect(sent()).toEqual(['q1#1', 'q1#2']);
    answerWithServer(saves()[1]!);
    await until(() => saves().length === 3, 'third save');
    answerWithServer(saves()[2]!);
    await until(() => entry('q2')?.state === 'saved', 'all saved');

    expect(sent()).toEqual(['q1#1', 'q1#2', 'q2#1']);
    expect(entry('q1')).toMatchObject({ user_answer: 'second', state: 'saved', saved_sequence: 2 });
    expect(server.answerOf('p1', 'q1')).toBe('second');
  });

  it('takes a stale reply as saved: a retry of a save whose reply was lost', async () => {
    // The server stores the answer but the reply never arrives.
    net.setReply((held) => {
      server.reply(held);
      return 'network-error';
    });
    session.sender.record('p1', 'q1', 'a');
    await until(() => session.store.getState().links.p1 === 'retrying', 'lost reply');

    net.setReply(server.reply);
    window.dispatchEvent(new Event('online'));
    await until(() => entry('q1')?.state === 'saved', 'saved');
    expect(server.received.map((r) => r.sequence)).toEqual([1, 1]);
    expect(entry('q1')).toMatchObject({ user_answer: 'a', sequence: 1, saved_sequence: 1 });
  });

  it("takes the server's newer answer from a stale reply and numbers the next change after it", async () => {
    // Another tab already saved sequence 3.
    server.reply({
      url: new URL('http://api.test/api/participations/p1/answers/q1'),
      method: 'PUT',
      body: { data: { attributes: { user_answer: 'from other tab', sequence: 3 } } },
    } as HeldRequest);
    session.sender.record('p1', 'q1', 'mine');
    await until(() => entry('q1')?.state === 'saved', 'stale reply');
    expect(entry('q1')).toMatchObject({ user_answer: 'from other tab', sequence: 3 });

    session.sender.record('p1', 'q1', 'mine again');
    await until(() => entry('q1')?.sequence === 4 && entry('q1')?.state === 'saved', 'saved');
    expect(server.answerOf('p1', 'q1')).toBe('mine again');
  });

  it('marks an answer refused for time over as failed, stops retrying it, and goes on with the next', async () => {
    net.setReply((held) =>
      held.url.pathname.endsWith('/q1')
        ? refusal(422, 'exam.error.timeOver', 'O tempo da prova acabou.')
        : server.reply(held),
    );
    session.sender.record('p1', 'q1', 'late');
    session.sender.record('p1', 'q2', 'in time');
    await until(() => entry('q2')?.state === 'saved', 'next one saved');

    expect(entry('q1')).toMatchObject({ state: 'failed', error: 'exam.error.timeOver' });
    expect(badge('q1')).toBe('failed');
    await jest.advanceTimersByTimeAsync(120_000);
    window.dispatchEvent(new Event('online'));
    await until(() => true);
    expect(sent()).toEqual(['q1#1', 'q2#1']);
    // Nothing waits: finishing is not held up by a refused answer.
    await expect(session.sender.flush('p1')).resolves.toBeUndefined();
  });

  it('marks an answer after finishing as failed with the finished message', async () => {
    net.setReply(() => refusal(422, 'exam.error.finished'));
    session.sender.record('p1', 'q1', 'a');
    await until(() => entry('q1')?.state === 'failed', 'failed');
    expect(entry('q1')?.error).toBe('exam.error.finished');
  });

  it('stops on 401 (the client logs out) and resumes when the user signs in again', async () => {
    useAuthStore.setState({ credentials: { accessToken: 't', uid: 'u', client: 'c' } });
    net.setReply(() => ({ status: 401, body: { errors: [{ status: '401', title: 'Unauthorized' }] } }));
    session.sender.record('p1', 'q1', 'a');
    await until(() => session.store.getState().links.p1 === 'unauthorized', 'stopped');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(saves()).toHaveLength(1);
    expect(useAuthStore.getState().credentials).toBeNull();
    expect(entry('q1')?.state).toBe('pending');

    net.setReply(server.reply);
    useAuthStore.setState({ credentials: { accessToken: 't2', uid: 'u', client: 'c' } });
    await until(() => entry('q1')?.state === 'saved', 'saved after sign-in');
    expect(server.answerOf('p1', 'q1')).toBe('a');
  });

  it('retries after a server error (5xx) rather than giving up', async () => {
    net.setReply(() => ({ status: 503, body: { errors: [{ status: '503', title: 'Unavailable' }] } }));
    session.sender.record('p1', 'q1', 'a');
    await until(() => session.store.getState().links.p1 === 'retrying', 'retrying');
    net.setReply(server.reply);
    await jest.advanceTimersByTimeAsync(1000);
    await until(() => entry('q1')?.state === 'saved', 'saved');
    expect(saves()).toHaveLength(2);
  });

  it('re-syncs the server clock and the end of the participation from every reply', async () => {
    server.set({ skewMs: 90_000 });
    session.sender.record('p1', 'q1', 'a');
    await until(() => entry('q1')?.state === 'saved', 'saved');
    expect(session.clock.getState().offsetMs).toBe(90_000);
    expect(session.clock.getState().endsAt.p1).toBe(Date.parse(ENDS_AT));

    // The answer after is stamped on the server clock.
    net.setReply(() => 'hold');
    session.sender.record('p1', 'q2', 'b');
    await until(() => saves().length === 2, 'second save');
    expect(saves()[1]!.body.data.attributes.answered_at).toBe(new Date(START + 90_000).toISOString());
  });

  it('flush resolves once nothing waits, trying at once instead of after the back-off', async () => {
    net.setReply(() => 'network-error');
    session.sender.record('p1', 'q1', 'a');
    session.sender.record('p1', 'q2', 'b');
    await until(() => session.store.getState().links.p1 === 'retrying', 'offline');

    // Offline, flush keeps waiting; its signal stops the wait.
    const controller = new AbortController();
    const waiting = session.sender.flush('p1', { signal: controller.signal });
    await until(() => session.store.getState().links.p1 === 'retrying' && !waitingRequest(), 'tried again');
    controller.abort(new Error('gave up'));
    await expect(waiting).rejects.toThrow('gave up');

    net.setReply(server.reply);
    await session.sender.flush('p1');
    expect([server.answerOf('p1', 'q1'), server.answerOf('p1', 'q2')]).toEqual(['a', 'b']);
  });
});
