import { useCallback } from 'react';
import { isAbortError, useQuery, useQueryClient, type QueryKey } from 'shared-contracts/client';
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
  /**
   * What the loaded value depends on besides the exam id (the page and the user, say): the query's key
   * is this plus the exam id.
   */
  queryKey: QueryKey;
  /** Logged with the error of a failure that ends in 'error' ('[ranking] exam load failed'). */
  logMessage: string;
  /** The page's own state for a failure, asked before the common ones; undefined leaves it to them. */
  ownFailure?:
    ((error: unknown, failure: CallFailure) => Extra | { status: 'error' } | undefined) | undefined;
}

/** A failed load, already classified into the state the page shows. */
class ExamLoadFailure<S> extends Error {
  constructor(readonly state: S) {
    super('exam load failed');
  }
}

/**
 * Loads what an exam page needs with `load` (a query keyed by `queryKey` and the exam id) and classifies
 * a failure. `update` merges into the loaded value once it is ready. Each visit loads afresh (nothing is
 * kept once the page is left), nothing reloads by itself (not on reconnecting: an exam under way keeps
 * what it has), and the call goes out whatever the browser thinks of the connection, as before.
 */
export function useExamLoad<T extends object, Extra extends { status: string } = never>(
  examId: string | undefined,
  load: (examId: string, signal: AbortSignal) => Promise<T>,
  { queryKey, logMessage, ownFailure }: ExamLoadOptions<Extra>,
): { state: ExamLoadState<T, Extra>; update: (change: Partial<T>) => void } {
  type State = ExamLoadState<T, Extra>;
  const key = [...queryKey, examId];
  const queryClient = useQueryClient();
  const query = useQuery<T, unknown>({
    queryKey: key,
    enabled: !!examId,
    queryFn: async ({ signal }) => {
      try {
        return await load(examId!, signal);
      } catch (error) {
        const failure = await callFailureOf(error);
        const own = ownFailure?.(error, failure);
        let state: State;
        if (own) state = own;
        else if (failure.kind === 'notFound') state = { status: 'notFound' };
        else if (failure.kind === 'forbidden') state = { status: 'denied' };
        else {
          if (!signal.aborted && !isAbortError(error)) console.error(logMessage, error);
          state = { status: 'error' };
        }
        throw new ExamLoadFailure(state);
      }
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    networkMode: 'always',
  });
  const keyJson = JSON.stringify(key);
  const update = useCallback(
    (change: Partial<T>) =>
      queryClient.setQueryData<T>(JSON.parse(keyJson) as QueryKey, (old) =>
        old ? { ...old, ...change } : old,
      ),
    [queryClient, keyJson],
  );
  let state: State;
  if (!examId) state = { status: 'notFound' };
  else if (query.data) state = { ...query.data, status: 'ready' };
  else if (query.error instanceof ExamLoadFailure) state = query.error.state as State;
  else if (query.error) state = { status: 'error' };
  else state = { status: 'loading' };
  return { state, update };
}
