import { act, render, screen } from '@testing-library/react';
import { configureApi } from 'shared-contracts/client';
import { controlFetch, until } from '../../../test/controlled-fetch';
import { createExamSession, type ExamSession } from '../session';
import { useQuestionTimer } from './useQuestionTimer';

const START = Date.parse('2026-05-10T12:00:00Z');

let session: ExamSession;
let saveTimer: jest.Mock;
let saveNow: () => Promise<void>;
let stopNow: () => void;

function Timer({ questionId }: { questionId: string }) {
  const { seconds, save, stop } = useQuestionTimer('p1', questionId, session);
  saveNow = save;
  stopNow = stop;
  return <p data-testid="time">{seconds}</p>;
}

const shown = () => screen.getByTestId('time').textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  localStorage.clear();
  saveTimer = jest.fn().mockResolvedValue(undefined);
  session = createExamSession({ saveTimer });
});
afterEach(() => jest.useRealTimers());

describe('useQuestionTimer', () => {
  it('sends nothing more once stopped (the attempt finished), not even when the screen goes away', async () => {
    const { unmount } = render(<Timer questionId="q1" />);
    advance(5000);
    await act(() => saveNow());
    expect(saveTimer.mock.calls).toEqual([['p1', 'q1', 5, { keepalive: false }]]);
    act(() => stopNow());
    advance(4000);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    unmount();
    expect(saveTimer).toHaveBeenCalledTimes(1);
  });

  it('counts the time on a question across visits and saves it when moving between questions', () => {
    const { rerender } = render(<Timer questionId="q1" />);
    advance(5000);
    expect(shown()).toBe('5');

    rerender(<Timer questionId="q2" />);
    expect(saveTimer.mock.calls).toEqual([['p1', 'q1', 5, { keepalive: false }]]);
    expect(shown()).toBe('0');
    advance(3000);

    rerender(<Timer questionId="q1" />);
    expect(saveTimer.mock.calls.at(-1)).toEqual(['p1', 'q2', 3, { keepalive: false }]);
    expect(shown()).toBe('5');
    advance(2000);
    expect(shown()).toBe('7');
  });

  it('counts from timestamps, so a throttled background tab loses no time, and saves on pagehide', () => {
    render(<Timer questionId="q1" />);
    jest.setSystemTime(START + 60_000);
    advance(1000);
    expect(shown()).toBe('61');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    // In a request that outlives the page.
    expect(saveTimer.mock.calls).toEqual([['p1', 'q1', 61, { keepalive: true }]]);
  });

  it('saves the time when the page is hidden, closed or reloaded, and goes on counting if it stays', () => {
    render(<Timer questionId="q1" />);
    advance(4000);
    act(() => {
      window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    });
    expect(saveTimer.mock.calls).toEqual([['p1', 'q1', 4, { keepalive: true }]]);
    // The person stayed (the browser asked): the count goes on from where it was.
    advance(3000);
    expect(shown()).toBe('7');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    }
    expect(saveTimer.mock.calls.at(-1)).toEqual(['p1', 'q1', 7, { keepalive: true }]);
    // Nothing new to say: the same total is not sent twice.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(saveTimer).toHaveBeenCalledTimes(2);
    // Kept with the answers, for the reload.
    expect(session.store.getState().participations.p1?.time_ms.q1).toBe(7000);
  });

  it('keeps the time through a reload', () => {
    const { unmount } = render(<Timer questionId="q1" />);
    advance(4000);
    unmount();
    session = createExamSession({ saveTimer });
    render(<Timer questionId="q1" />);
    expect(shown()).toBe('4');
    advance(1000);
    expect(shown()).toBe('5');
  });

  it('save() sends the time now (before finishing) and the reply re-syncs the clock', async () => {
    jest.useRealTimers();
    const net = controlFetch(() => ({
      status: 200,
      body: {
        data: { type: 'participations', id: 'p1', attributes: {} },
        meta: { time_left: 100, ends_at: '2030-01-01T00:00:00.000Z', server_time: new Date().toISOString() },
      },
    }));
    try {
      session = createExamSession();
      session.store.getState().addTime('p1', 'q9', 42_000);
      render(<Timer questionId="q9" />);
      await act(() => saveNow());
      const put = net.requests[0]!;
      expect(put.method).toBe('PUT');
      expect(put.url.pathname).toBe('/api/participations/p1/timer');
      expect(put.body).toEqual({
        data: {
          type: 'participations',
          id: 'p1',
          attributes: { timer: { question_id: 'q9', user_answer_timer: 42 } },
        },
      });
      await until(() => session.clock.getState().endsAt.p1 !== undefined);
      expect(session.clock.getState().endsAt.p1).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
    } finally {
      net.restore();
    }
  });
});
