import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { secondsOnQuestion, visitMs, type QuestionVisit } from '../clock/question-time';
import type { SaveTimerOptions } from '../api/save-timer';
import { TICK_MS } from '../session-constants';
import { examSession, type ExamSession } from '../session';

/**
 * Time spent on the current question, from timestamps: earlier visits (kept with the answers, so a
 * reload keeps them) plus this visit. Leaving the question adds the visit and saves the question's
 * total with PUT participations/{id}/timer. So does hiding, closing or reloading the page
 * (visibilitychange, pagehide, beforeunload), with a request that outlives the page (keepalive); the
 * attempt is never finished then: a reload does not end an exam, the server closes it at its end.
 * `save` does it now (before finishing) and resolves when the server has it; `stop` ends the timing
 * once the attempt is finished, so nothing more is sent (not even when the screen goes away).
 */
export function useQuestionTimer(
  participationId: string,
  questionId: string,
  session: ExamSession = examSession,
): { seconds: number; save: () => Promise<void>; stop: () => void } {
  const { store, clock, saveTimer } = session;
  const earlierMs = useStore(store, (s) => s.participations[participationId]?.time_ms[questionId] ?? 0);
  const visit = useRef<QuestionVisit | null>(null);
  const sentSeconds = useRef(new Map<string, number>());
  const stopped = useRef(false);
  const [, setTick] = useState(0);

  const send = useCallback(
    async (question: string, options: SaveTimerOptions = { keepalive: false }) => {
      const ms = store.getState().participations[participationId]?.time_ms[question] ?? 0;
      const seconds = Math.floor(ms / 1000);
      if (sentSeconds.current.get(question) === seconds) return;
      sentSeconds.current.set(question, seconds);
      const sentAt = Date.now();
      try {
        const meta = await saveTimer(participationId, question, seconds, options);
        if (meta) clock.getState().sync(participationId, meta, { sentAt, receivedAt: Date.now() });
      } catch (error) {
        // The total stays with the answers; the next save of this question sends it (the larger wins).
        sentSeconds.current.delete(question);
        console.error('[exam-session] could not save the time of a question', error);
      }
    },
    [store, clock, saveTimer, participationId],
  );

  /** Adds the visit so far to the question's total and starts counting the visit afresh. */
  const settle = useCallback(() => {
    const current = visit.current;
    if (!current || stopped.current) return undefined;
    const now = Date.now();
    store.getState().addTime(participationId, current.questionId, visitMs(current, now));
    visit.current = { questionId: current.questionId, since: now };
    return current.questionId;
  }, [store, participationId]);

  useEffect(() => {
    visit.current = { questionId, since: Date.now() };
    setTick((n) => n + 1);
    return () => {
      const left = settle();
      visit.current = null;
      if (left) void send(left);
    };
  }, [questionId, settle, send]);

  useEffect(() => {
    const interval = setInterval(() => setTick((n) => n + 1), TICK_MS);
    // The page may be gone right after these events: the time goes in a request that outlives it.
    const onHide = () => {
      const current = settle();
      if (current) void send(current, { keepalive: true });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('beforeunload', onHide);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('beforeunload', onHide);
    };
  }, [settle, send]);

  const save = useCallback(async () => {
    const current = settle();
    if (current) await send(current);
  }, [settle, send]);

  const stop = useCallback(() => {
    stopped.current = true;
  }, []);

  const current = visit.current?.questionId === questionId ? visit.current : null;
  return { seconds: secondsOnQuestion(earlierMs, current, Date.now()), save, stop };
}
