import { act, fireEvent, screen, within } from '@testing-library/react';
import { configureApi, useAuthStore } from 'shared-contracts/client';
import {
  openExam,
  persistedParticipations,
  sent,
  setUpExamTests,
  waitUntil,
} from '../../../test/exam-taking-harness';

// Chakra renders slowly in jsdom on a busy machine; these tests wait for real async updates.
jest.setTimeout(30_000);

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
setUpExamTests();
beforeEach(() =>
  useAuthStore.setState({ credentials: { accessToken: 'tok', uid: 'ana@obia.test', client: 'c1' } }),
);
afterEach(() => useAuthStore.setState({ credentials: null }));

const question = () => within(screen.getByTestId('question'));
const FINISH = /^participations\/p1\/finish$/;
const fakeClock = () =>
  jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });

describe('ExamTakingPage: closing or reloading the browser', () => {
  it('saves the time of the question in a request that outlives the page, and never finishes the attempt', async () => {
    const { net, api } = await openExam();
    fireEvent.click(question().getByRole('radio', { name: 'B) Brasília' }));
    await question().findByText('Resposta salva');
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      fakeClock();
      act(() => jest.advanceTimersByTime(12_000));

      // Closing or reloading: the browser asks first; the time is saved already.
      const closing = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(closing);
      });
      expect(closing.defaultPrevented).toBe(true);
      await waitUntil(() => api.state.timers.length === 1, 'the time saved on beforeunload');
      expect(api.state.timers[0]).toEqual({ question_id: '101', user_answer_timer: 12 });

      // The person stays a little, then the page goes away.
      act(() => jest.advanceTimersByTime(5000));
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      await waitUntil(() => api.state.timers.length === 2, 'the time saved on pagehide');
      expect(api.state.timers[1]).toEqual({ question_id: '101', user_answer_timer: 17 });

      const keepalive = fetchSpy.mock.calls.filter(([, init]) => init?.keepalive === true);
      expect(keepalive).toHaveLength(2);
      for (const [url, init] of keepalive) {
        expect(String(url)).toBe('http://api.test/api/participations/p1/timer');
        expect(init!.method).toBe('PUT');
        expect(new Headers(init!.headers).get('access-token')).toBe('tok');
      }
      // A reload never ends the exam: nothing finished, the attempt stays on the device to go on.
      expect(sent(net, 'POST', FINISH)).toHaveLength(0);
      expect(persistedParticipations()).toEqual(['p1']);
      expect(screen.getByTestId('exam-taking')).toBeInTheDocument();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
