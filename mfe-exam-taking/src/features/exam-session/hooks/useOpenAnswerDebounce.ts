import { useCallback, useEffect, useRef } from 'react';
import { OPEN_ANSWER_DEBOUNCE_MS } from '../session-constants';

/**
 * Open-ended text is recorded 3 s after the last keystroke, and at once when the question changes,
 * the component goes away, or the page is hidden or unloaded. (Choices are recorded at once by the
 * caller.) `change` takes the editor's text; `flush` records what is waiting now.
 */
export function useOpenAnswerDebounce(
  questionId: string,
  record: (questionId: string, text: string) => void,
  delayMs: number = OPEN_ANSWER_DEBOUNCE_MS,
): { change: (text: string) => void; flush: () => void } {
  const waiting = useRef<{ questionId: string; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const recordRef = useRef(record);
  useEffect(() => {
    recordRef.current = record;
  }, [record]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const text = waiting.current;
    waiting.current = null;
    if (text) recordRef.current(text.questionId, text.text);
  }, []);

  const change = useCallback(
    (text: string) => {
      waiting.current = { questionId, text };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [questionId, flush, delayMs],
  );

  // Leaving the question (or the screen) records its text at once.
  useEffect(() => flush, [questionId, flush]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    };
  }, [flush]);

  return { change, flush };
}
