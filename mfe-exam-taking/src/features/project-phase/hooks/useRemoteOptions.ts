import { useCallback, useEffect, useRef, useState } from 'react';
import type { PickOption, PickPage } from '../api/places';

interface OptionsState {
  term: string;
  options: PickOption[];
  page: number;
  hasMore: boolean;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

const INITIAL: OptionsState = { term: '', options: [], page: 0, hasMore: false, status: 'idle' };

/**
 * The options of a paged picker for a search term: page 1 loads while `enabled` (the list is open)
 * and not yet loaded for the term; `more` appends the next page, `retry` repeats a failed one. A newer
 * request makes older answers stale; a change of `resetKey` drops everything.
 */
export function useRemoteOptions({
  fetchPage,
  term,
  enabled,
  resetKey,
}: {
  fetchPage: (term: string, page: number) => Promise<PickPage>;
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
        setState((s) => {
          const known = new Set(s.options.map((o) => o.id));
          const options =
            page === 1 ? result.options : [...s.options, ...result.options.filter((o) => !known.has(o.id))];
          return { term: searchTerm, options, page, hasMore: result.hasMore, status: 'ready' };
        });
      },
      () => {
        if (generation.current === request) setState((s) => ({ ...s, status: 'error' }));
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

  const more = useCallback(() => {
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
    more,
    retry,
  };
}
