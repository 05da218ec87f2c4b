import { useCallback, useId, useRef, useState } from 'react';
import { useQueries } from '../../client/query';
import type { RemoteOption, RemoteOptionsPage } from './types';

function appendNew(current: RemoteOption[], next: RemoteOption[]): RemoteOption[] {
  const known = new Set(current.map((o) => o.id));
  return [...current, ...next.filter((o) => !known.has(o.id))];
}

/** How many pages are shown, for one search term of one generation (a change of `resetKey`). */
interface Shown {
  term: string;
  generation: number;
  pages: number;
}

/**
 * The options of a remote select for a search term, one query per page (react-query, cached for the
 * select's life): page 1 is loaded while `enabled` (the list is open); `loadMore` adds the next page;
 * `retry` repeats a failed page. Another term starts again from page 1 (an older term's answers are
 * never shown for it); a change of `resetKey` drops everything and loads again.
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
  const instance = useId();
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  // A new generation when resetKey changes (adjusting state during render): its queries start empty.
  const [reset, setReset] = useState({ key: resetKey, generation: 0 });
  if (!Object.is(reset.key, resetKey)) setReset({ key: resetKey, generation: reset.generation + 1 });
  const { generation } = reset;

  const [shown, setShown] = useState<Shown>({ term, generation, pages: 1 });
  const pageCount = shown.term === term && shown.generation === generation ? shown.pages : 1;

  const results = useQueries({
    queries: Array.from({ length: pageCount }, (_, i) => {
      const page = i + 1;
      return {
        queryKey: ['remoteSelect', instance, generation, term, page],
        queryFn: () => fetchRef.current(term, page),
        enabled: enabled || page > 1,
        staleTime: Infinity,
      };
    }),
  });

  let options: RemoteOption[] = [];
  for (const result of results) if (result.data) options = appendNew(options, result.data.options);
  const last = results[results.length - 1]!;
  const failed = last.isError && !last.isFetching;
  const loading = results.some((r) => r.isFetching) || (enabled && last.isPending && !failed);
  const hasMore = Boolean(last.data?.hasMore) && !failed;
  const ready = last.isSuccess && !last.isFetching;

  const loadMore = useCallback(() => {
    if (ready && hasMore) setShown({ term, generation, pages: pageCount + 1 });
  }, [ready, hasMore, term, generation, pageCount]);

  const refetchLast = last.refetch;
  const retry = useCallback(() => {
    if (failed) void refetchLast();
  }, [failed, refetchLast]);

  return { options, hasMore, loading, failed, loadMore, retry };
}
