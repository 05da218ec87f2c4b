import { act, render, screen } from '@testing-library/react';
import type { AnswerReply, SendAnswer } from '../api/save-answer';
import { createExamSession, type ExamSession } from '../session';
import { useOutboxState } from './useOutboxState';

const memoryStorage = (): Storage => {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
};

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

/** The browser goes offline or comes back (its own event, as a real browser fires it). */
function connection(online: boolean) {
  setOnline(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function Outbox({ session }: { session: ExamSession }) {
  return <output data-testid="outbox">{useOutboxState(session)}</output>;
}

afterEach(() => setOnline(true));

it('follows the connection and the queue: offline, sending while it drains, sent once empty', async () => {
  const replies: ((reply: AnswerReply) => void)[] = [];
  const send: SendAnswer = (_participation, _question, body) =>
    new Promise((resolve) =>
      replies.push((reply) => resolve({ ...reply, answer: { sequence: body.sequence } })),
    );
  const session = createExamSession({ storage: memoryStorage, send, random: () => 0 });
  session.sender.start();
  const state = () => screen.getByTestId('outbox').textContent;
  render(<Outbox session={session} />);
  expect(state()).toBe('sent');

  // Offline: answers kept on the device.
  connection(false);
  expect(state()).toBe('offline');
  act(() => {
    session.sender.record('p1', 'q1', 'a1');
    session.sender.record('p1', 'q2', 'a2');
  });
  expect(state()).toBe('offline');
  expect(replies).toHaveLength(0);

  // Back online: the sender goes at once, and the state says so until the last reply.
  connection(true);
  expect(state()).toBe('sending');
  await act(async () => replies.shift()!({ answer: {} }));
  expect(state()).toBe('sending');
  await act(async () => replies.shift()!({ answer: {} }));
  expect(state()).toBe('sent');

  // Offline again with nothing queued: offline, whatever the queue.
  connection(false);
  expect(state()).toBe('offline');
  session.sender.stop();
});
