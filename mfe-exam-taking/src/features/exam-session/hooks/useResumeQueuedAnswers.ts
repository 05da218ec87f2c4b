import { useEffect } from 'react';
import { queuedCount } from '../queue/queue-selectors';
import { examSession, type ExamSession } from '../session';

/**
 * Sends what earlier visits left queued on this device (answers recorded offline, or before a reload),
 * wherever the participant is in this remote — the editions list the connection loss led to, for one —
 * not only once the exam is opened again.
 */
export function useResumeQueuedAnswers(session: ExamSession = examSession): void {
  useEffect(() => {
    const { store, sender } = session;
    sender.start();
    for (const [participationId, queued] of Object.entries(store.getState().participations))
      if (queuedCount(queued) > 0) sender.kick(participationId);
  }, [session]);
}
