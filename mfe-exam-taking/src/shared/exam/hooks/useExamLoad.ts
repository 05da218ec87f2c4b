import { useCallback, useEffect, useState } from 'react';
import { callFailureOf, type CallFailure } from '../api/exam-errors';

/** The states every exam page goes through, before its own. */
export type CommonExamStatus = 'loading' | 'notFound' | 'denied';

/**
 * What an exam page has: loading, an unknown exam (404 or no id), not the caller's edition (403),
 * any other failure ('error'), the page's own `Extra` failures, or the loaded `T`.
 */
export type ExamLoadState<T extends object, Extra extends { status: string } = never> =
  { status: CommonExamStatus } | { status: 'error' } | Extra | ({ status: 'ready' } & T);

export interface ExamLoadOptions<Extra> {
  /** Logged with the error of a failure that ends in 'error' ('[ranking] exam load failed'). */
  logMessage: string;
  /**
   * The page's own state for a failure, asked before the common ones; undefined leaves it to them.
   * Keep it stable (module level): a new function reloads.
   */
  ownFailure?:
    ((error: unknown, failure: CallFailure) => Extra | { status: 'error' } | undefined) | undefined;
}

/**
 * Loads what an exam page needs with `load` (keep it stable with useCallback: it reloads when it
 * changes) and classifies a failure. `update` merges into the loaded value once it is ready.
 */
export function useExamLoad<T extends object, Extra extends { status: string } = never>(
  examId: string | undefined,
  load: (examId: string, signal: AbortSignal) => Promise<T>,
  { logMessage, ownFailure }: ExamLoadOptions<Extra>,
): { state: ExamLoadState<T, Extra>; update: (change: Partial<T>) => void } {
  type State = ExamLoadState<T, Extra>;
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    if (!examId) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    load(examId, signal).then(
      (value) => {
        if (!signal.aborted) setState({ ...value, status: 'ready' });
      },
      async (error: unknown) => {
        if (signal.aborted) return;
        const failure = await callFailureOf(error);
        if (signal.aborted) return;
        const own = ownFailure?.(error, failure);
        if (own) setState(own);
        else if (failure.kind === 'notFound') setState({ status: 'notFound' });
        else if (failure.kind === 'forbidden') setState({ status: 'denied' });
        else {
          console.error(logMessage, error);
          setState({ status: 'error' });
        }
      },
    );
    return () => controller.abort();
  }, [examId, load, logMessage, ownFailure]);
  const update = useCallback(
    (change: Partial<T>) => setState((s) => (s.status === 'ready' ? ({ ...s, ...change } as State) : s)),
    [],
  );
  return { state, update };
}
