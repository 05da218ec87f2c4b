import { useCallback, useEffect, useState } from 'react';
import { isAbortError, useQueries } from 'shared-contracts/client';
import { searchParticipants } from '../api/participants';
import { useDebouncedValue } from './useDebouncedValue';

/** Fewest characters searched for. */
export const MIN_SEARCH_LENGTH = 2;

/**
 * The participant search of the member form (GET participants/search, 10 a page): searches the typed
 * name 500 ms after typing stops; `more` appends the next page. Each page is a query of its own
 * (`['projectPhase', 'participants', examId, term, page]`): a new term starts again from page 1.
 */
export function useParticipantSearch(examId: string, typed: string) {
  const term = useDebouncedValue(typed.trim());
  const active = term.length >= MIN_SEARCH_LENGTH;
  // How many pages of `term` are shown (reset to one when the term changes, during render).
  const [shown, setShown] = useState({ term, pages: 1 });
  let pageCount = shown.pages;
  if (shown.term !== term) {
    pageCount = 1;
    setShown({ term, pages: 1 });
  }
  const pages = useQueries({
    queries: Array.from({ length: active ? pageCount : 0 }, (_, i) => ({
      queryKey: ['projectPhase', 'participants', examId, term, i + 1],
      queryFn: ({ signal }: { signal: AbortSignal }) => searchParticipants(examId, term, i + 1, { signal }),
    })),
  });
  const last = pages.at(-1);
  const failure = pages.find((p) => p.isError)?.error;
  useEffect(() => {
    if (failure && !isAbortError(failure))
      console.error('[project-phase] participant search failed', failure);
  }, [failure]);

  const ready = pages.length > 0 && pages.every((p) => p.isSuccess);
  const hasMore = Boolean(last?.data?.hasMore);
  const more = useCallback(() => {
    if (ready && hasMore) setShown((s) => ({ ...s, pages: s.pages + 1 }));
  }, [ready, hasMore]);
  const retry = useCallback(() => {
    for (const page of pages) if (page.isError) void page.refetch();
  }, [pages]);

  return {
    people: pages.flatMap((p) => p.data?.people ?? []),
    searched: active,
    loading:
      pages.some((p) => p.isFetching) || (typed.trim() !== term && typed.trim().length >= MIN_SEARCH_LENGTH),
    failed: pages.some((p) => p.isError && !p.isFetching),
    hasMore: ready && hasMore,
    more,
    retry,
  };
}
