import { PERSISTED_KEYS } from 'shared-contracts';
import { createAnswerQueueStore } from './answer-queue-store';
import { PERSISTED_SESSIONS_VERSION } from './persisted-session';

const KEY = PERSISTED_KEYS.exams;
const answersOf = (store: ReturnType<typeof createAnswerQueueStore>, participationId = 'p1') =>
  store.getState().participations[participationId]?.answers ?? {};

beforeEach(() => localStorage.clear());

describe('answer queue store', () => {
  it('bumps the sequence of each question on every change and stamps answered_at from the clock', () => {
    const store = createAnswerQueueStore();
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-05-10T12:00:00Z'));
    store.getState().record('p1', 'q1', 'a');
    store.getState().record('p1', 'q1', 'b');
    store.getState().record('p1', 'q2', 'c');
    jest.restoreAllMocks();

    expect(answersOf(store).q1).toMatchObject({
      user_answer: 'b',
      sequence: 2,
      answered_at: '2026-05-10T12:00:00.000Z',
      state: 'pending',
    });
    expect(answersOf(store).q2).toMatchObject({ user_answer: 'c', sequence: 1, state: 'pending' });
  });

  it('does not count choosing the same answer again as a change', () => {
    const store = createAnswerQueueStore();
    store.getState().record('p1', 'q1', 'a');
    store.getState().record('p1', 'q1', 'a');
    expect(answersOf(store).q1?.sequence).toBe(1);
  });

  it('keeps answers, sequences and times across a reload, and nothing but them, under the exams key', () => {
    const before = createAnswerQueueStore();
    before.getState().record('p1', 'q1', 'a');
    before.getState().record('p1', 'q1', 'b');
    before.getState().markSending('p1', 'q1');
    before.getState().setLink('p1', 'retrying');
    before.getState().addTime('p1', 'q1', 4200);

    expect(Object.keys(localStorage)).toEqual([KEY]);
    const saved = JSON.parse(localStorage.getItem(KEY)!);
    expect(saved.version).toBe(PERSISTED_SESSIONS_VERSION);
    expect(Object.keys(saved.state).sort()).toEqual(['nextOrder', 'participations']);

    // The page reloads: a new store reads what the last one left.
    const after = createAnswerQueueStore();
    // An answer caught on the wire by the reload is waiting again.
    expect(answersOf(after).q1).toMatchObject({ user_answer: 'b', sequence: 2, state: 'pending' });
    expect(after.getState().participations.p1?.time_ms.q1).toBe(4200);
    expect(after.getState().links).toEqual({});
    after.getState().record('p1', 'q1', 'c');
    expect(answersOf(after).q1?.sequence).toBe(3);
  });

  it('starts empty on unreadable storage and overwrites it with the next change', () => {
    localStorage.setItem(KEY, '{"state": {"participations": ');
    const store = createAnswerQueueStore();
    expect(store.getState().participations).toEqual({});
    store.getState().record('p1', 'q1', 'a');
    expect(JSON.parse(localStorage.getItem(KEY)!).state.participations.p1.answers.q1.user_answer).toBe('a');
  });

  it('drops malformed entries one by one and keeps the good ones', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        version: PERSISTED_SESSIONS_VERSION,
        state: {
          nextOrder: 'x',
          participations: {
            p1: {
              answers: {
                q1: {
                  user_answer: 'a',
                  sequence: 4,
                  answered_at: '2026-05-10T12:00:00.000Z',
                  state: 'saved',
                  order: 7,
                  saved_sequence: 4,
                },
                q2: { user_answer: 5, sequence: 'two' },
                q3: null,
              },
              time_ms: { q1: 1000, q2: -5, q3: 'x' },
            },
            p2: 'garbage',
          },
        },
      }),
    );
    const store = createAnswerQueueStore();
    expect(Object.keys(answersOf(store))).toEqual(['q1']);
    expect(store.getState().participations.p1?.time_ms).toEqual({ q1: 1000 });
    expect(store.getState().participations.p2).toBeUndefined();
    // Queue positions handed out next stay after the kept ones.
    expect(store.getState().nextOrder).toBe(8);
    store.getState().record('p1', 'q1', 'b');
    expect(answersOf(store).q1?.sequence).toBe(5);
  });

  it('drops data of another storage version instead of misreading it', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ version: 0, state: { participations: { p1: { answers: {}, time_ms: {} } } } }),
    );
    expect(createAnswerQueueStore().getState().participations).toEqual({});
  });

  it('keeps working in memory when storage is unavailable', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createAnswerQueueStore({ storage: () => full });
    store.getState().record('p1', 'q1', 'a');
    expect(answersOf(store).q1?.user_answer).toBe('a');
    spy.mockRestore();
  });

  it("merges the server's answers: the higher sequence wins and the next change is numbered after it", () => {
    const store = createAnswerQueueStore();
    store.getState().record('p1', 'q2', 'local');
    store.getState().record('p1', 'q2', 'local newer');
    store.getState().seed('p1', [
      { question_id: 1, user_answer: 'server', sequence: 5, user_answer_timer: 30 },
      { question_id: 'q2', user_answer: 'old', sequence: 1 },
    ]);
    expect(answersOf(store)['1']).toMatchObject({ user_answer: 'server', sequence: 5, state: 'saved' });
    // Ours (sequence 2) is newer than the server's: still to be sent.
    expect(answersOf(store).q2).toMatchObject({ user_answer: 'local newer', sequence: 2, state: 'pending' });
    expect(store.getState().participations.p1?.time_ms['1']).toBe(30_000);
    store.getState().record('p1', '1', 'mine');
    expect(answersOf(store)['1']?.sequence).toBe(6);
  });

  it('forgets a finished participation', () => {
    const store = createAnswerQueueStore();
    store.getState().record('p1', 'q1', 'a');
    store.getState().record('p2', 'q1', 'b');
    store.getState().forget('p1');
    expect(Object.keys(createAnswerQueueStore().getState().participations)).toEqual(['p2']);
  });
});
