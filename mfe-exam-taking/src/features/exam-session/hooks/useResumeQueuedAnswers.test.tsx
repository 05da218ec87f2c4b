import { render, waitFor } from '@testing-library/react';
import { createExamSession } from '../session';
import type { SendAnswer } from '../api/save-answer';
import { useResumeQueuedAnswers } from './useResumeQueuedAnswers';

function Resume({ session }: { session: ReturnType<typeof createExamSession> }) {
  useResumeQueuedAnswers(session);
  return null;
}

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

it('sends the answers an earlier visit left queued, without the exam being opened', async () => {
  const storage = memoryStorage();
  const sent: string[] = [];
  const send: SendAnswer = async (participationId, questionId, body) => {
    sent.push(`${participationId}/${questionId}=${body.user_answer}`);
    return { answer: { sequence: body.sequence, user_answer: body.user_answer } };
  };
  // An earlier page left two answers queued (recorded while offline: nothing was sent then).
  const earlier = createExamSession({ storage: () => storage, send: () => new Promise(() => {}) });
  earlier.store.getState().record('p1', 'q1', 'a2');
  earlier.store.getState().record('p1', 'q2', '<p>texto</p>');

  const later = createExamSession({ storage: () => storage, send });
  render(<Resume session={later} />);
  // Nothing else asks the sender to send: only the hook does.
  await waitFor(() => expect(sent).toEqual(['p1/q1=a2', 'p1/q2=<p>texto</p>']));
  later.sender.stop();
});
