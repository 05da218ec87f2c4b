import { useCallback, useEffect, useRef, useState } from 'react';
import { searchParticipants, type ParticipantMatch } from '../api/participants';
import { useDebouncedValue } from './useDebouncedValue';

/** Fewest characters searched for. */
export const MIN_SEARCH_LENGTH = 2;

interface SearchState {
  term: string;
  people: ParticipantMatch[];
  page: number;
  hasMore: boolean;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

const IDLE: SearchState = { term: '', people: [], page: 0, hasMore: false, status: 'idle' };

/**
 * The participant search of the member form (GET participants/search, 10 a page): searches the typed
 * name 500 ms after typing stops; `more` appends the next page.
 */
export function useParticipantSearch(examId: string, typed: string) {
  const term = useDebouncedValue(typed.trim());
  const [state, setState] = useState<SearchState>(IDLE);
  const generation = useRef(0);

  const load = useCallback(
    (searchTerm: string, page: number) => {
      const request = ++generation.current;
      setState((s) =>
        page === 1
          ? { term: searchTerm, people: [], page: 0, hasMore: false, status: 'loading' }
          : { ...s, status: 'loading' },
      );
      searchParticipants(examId, searchTerm, page).then(
        (result) => {
          if (generation.current !== request) return;
          setState((s) => ({
            term: searchTerm,
            people: page === 1 ? result.people : [...s.people, ...result.people],
            page,
            hasMore: result.hasMore,
            status: 'ready',
          }));
        },
        (error: unknown) => {
          if (generation.current !== request) return;
          console.error('[project-phase] participant search failed', error);
          setState((s) => ({ ...s, status: 'error' }));
        },
      );
    },
    [examId],
  );

  useEffect(() => {
    if (term.length < MIN_SEARCH_LENGTH) {
      generation.current += 1;
      setState(IDLE);
      return;
    }
    load(term, 1);
  }, [term, load]);

  const more = useCallback(() => {
    if (state.status === 'ready' && state.hasMore) load(state.term, state.page + 1);
  }, [state, load]);

  const retry = useCallback(() => load(state.term, state.page + 1), [state, load]);

  return {
    people: state.people,
    searched: state.status !== 'idle',
    loading:
      state.status === 'loading' || (typed.trim() !== term && typed.trim().length >= MIN_SEARCH_LENGTH),
    failed: state.status === 'error',
    hasMore: state.hasMore,
    more,
    retry,
  };
}
