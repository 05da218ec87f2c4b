import { act, screen } from '@testing-library/react';
import { configureApi } from 'shared-contracts/client';
import { controlFetch, until, type ControlledFetch } from '../../../test/controlled-fetch';
import { examAnswerServer } from '../../../test/exam-answer-server';
import { renderRoute } from '../../../test/render';
import { useExamCountdown } from '../hooks/useCountdown';
import { createExamSession, type ExamSession } from '../session';
import { CountdownChip } from './CountdownChip';

jest.setTimeout(30_000);

const START = Date.parse('2026-05-10T12:00:00Z');
const MINUTE = 60_000;

let session: ExamSession;
let net: ControlledFetch | undefined;

function ExamClock() {
  return <CountdownChip {...useExamCountdown('p1', session)} />;
}

function show() {
  return renderRoute(<ExamClock />, { path: '/', entry: '/' });
}

const chip = () => screen.getByRole('timer');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  localStorage.clear();
  session = createExamSession({ random: () => 0 });
  session.clock.getState().sync('p1', {
    server_time: new Date(START).toISOString(),
    ends_at: new Date(START + 20 * MINUTE).toISOString(),
  });
});

afterEach(() => {
  session.sender.stop();
  net?.restore();
  net = undefined;
  setVisibility('visible');
  jest.useRealTimers();
});

describe('CountdownChip', () => {
  it('counts down every second as HH:MM:SS', () => {
    const { intlErrors } = show();
    expect(chip()).toHaveTextContent('00:20:00');
    expect(chip()).toHaveAccessibleName('Tempo restante: 00:20:00');
    advance(1000);
    expect(chip()).toHaveTextContent('00:19:59');
    advance(61_000);
    expect(chip()).toHaveTextContent('00:18:58');
    expect(intlErrors).toEqual([]);
  });

  it('is right after the clock jumps 10 minutes without ticks (a throttled background tab)', () => {
    show();
    setVisibility('hidden');
    // No timer fires while the clock moves on.
    jest.setSystemTime(START + 10 * MINUTE);
    expect(chip()).toHaveTextContent('00:20:00');
    advance(1000);
    expect(chip()).toHaveTextContent('00:09:59');
    // Coming back to the tab updates at once.
    jest.setSystemTime(START + 12 * MINUTE);
    setVisibility('visible');
    expect(chip()).toHaveTextContent('00:08:00');
  });

  it('turns to the warning colour under 5 minutes and shows the time is over at 0', () => {
    show();
    jest.setSystemTime(START + 15 * MINUTE - 1000);
    advance(1000);
    expect(chip()).toHaveTextContent('00:05:00');
    expect(chip()).toHaveAttribute('data-state', 'running');
    advance(1000);
    expect(chip()).toHaveTextContent('00:04:59');
    expect(chip()).toHaveAttribute('data-state', 'warning');
    jest.setSystemTime(START + 20 * MINUTE - 1000);
    advance(1000);
    expect(chip()).toHaveTextContent('Tempo esgotado');
    expect(chip()).toHaveAttribute('data-state', 'over');
    advance(5000);
    expect(chip()).toHaveTextContent('Tempo esgotado');
  });

  it("shifts when a save's reply re-syncs the end and the server clock", async () => {
    // The server gives 10 more minutes and its clock is a minute ahead of ours.
    const server = examAnswerServer({ endsAt: new Date(START + 30 * MINUTE).toISOString(), skewMs: MINUTE });
    net = controlFetch(server.reply);
    show();
    expect(chip()).toHaveTextContent('00:20:00');
    await act(async () => {
      session.sender.record('p1', 'q1', 'a');
      await until(() => session.store.getState().participations.p1?.answers.q1?.state === 'saved');
    });
    expect(chip()).toHaveTextContent('00:29:00');
  });

  it('shows nothing without a time limit', () => {
    session.clock.getState().sync('p1', { ends_at: null, time_left: null });
    show();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderRoute(<ExamClock />, { path: '/', entry: '/', locale: 'es' });
    expect(chip()).toHaveAccessibleName('Tiempo restante: 00:20:00');
  });
});
