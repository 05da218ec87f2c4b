import { useCallback, useEffect, useRef, useState } from 'react';
import type { RemoteOption, RemoteOptionsPage } from './types';

type Status = 'idle' | 'loading' | 'ready' | 'error';

interface OptionsState {
  term: string;
  options: RemoteOption[];
  /** The last page loaded (0 before the first). */
  page: number;
  hasMore: boolean;
  status: Status;
}

const INITIAL: OptionsState = { term: '', options: [], page: 0, hasMore: false, status: 'idle' };

function appendNew(current: RemoteOption[], next: RemoteOption[]): RemoteOption[] {
  const known = new Set(current.map((o) => o.id));
  return [...current, ...next.filter((o) => !known.has(o.id))];
}

/**
 * The options of a remote select for a search term: page 1 is loaded while `enabled` (the list is
 * open) and not yet loaded for the term; `loadMore` appends the next page; `retry` repeats a failed
 * page. A newer request makes older answers stale; a change of `resetKey` drops everything.
 */
export function useRemoteOptions({
  fetchPage,
  term,
  enabled,
  resetKey,
}: {
  fetchPage: (term: string, page: number) => Promise<RemoteOptionsPage>;
  term: string;
  enabled: boolean;
  resetKey: unknown;
}) {
  const [state, setState] = useState<OptionsState>(INITIAL);
  const generation = useRef(0);
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);

  const load = useCallback((searchTerm: string, page: number) => {
    const request = ++generation.current;
    setState((s) =>
      page === 1
        ? { term: searchTerm, options: [], page: 0, hasMore: false, status: 'loading' }
        : { ...s, status: 'loading' },
    );
    fetchRef.current(searchTerm, page).then(
      (result) => {
        if (generation.current !== request) return;
        setState((s) => ({
          term: searchTerm,
          options: page === 1 ? result.options : appendNew(s.options, result.options),
          page,
          hasMore: result.hasMore,
          status: 'ready',
        }));
      },
      () => {
        if (generation.current !== request) return;
        setState((s) => ({ ...s, status: 'error' }));
      },
    );
  }, []);

  useEffect(() => {
    generation.current += 1;
    setState(INITIAL);
  }, [resetKey]);

  const stale = state.status === 'idle' || state.term !== term;
  useEffect(() => {
    if (enabled && stale) load(term, 1);
  }, [enabled, stale, term, load]);

  const loadMore = useCallback(() => {
    if (state.status === 'ready' && state.hasMore) load(state.term, state.page + 1);
  }, [state, load]);

  const retry = useCallback(() => {
    if (state.status === 'error') load(state.term, state.page + 1);
  }, [state, load]);

  return {
    options: state.options,
    hasMore: state.hasMore,
    loading: state.status === 'loading' || (enabled && stale),
    failed: state.status === 'error',
    loadMore,
    retry,
  };
}
