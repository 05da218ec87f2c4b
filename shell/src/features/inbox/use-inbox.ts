import { useState } from 'react';
import { useMutation, useQueries, useQueryClient } from 'shared-contracts/client';
import {
  fetchInboxPage,
  INBOX_KEY,
  INBOX_PAGE_SIZE,
  markAllRead,
  markRead,
  type InboxEntry,
} from './inbox-api';

/**
 * The inbox, newest first, INBOX_PAGE_SIZE at a time: "Carregar mais" asks for the next page and keeps the
 * ones shown. Marking one or all as read refreshes the pages and the bell's count.
 */
export function useInbox() {
  const queryClient = useQueryClient();
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, i) => ({
      queryKey: [...INBOX_KEY, 'page', i + 1],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchInboxPage({ number: i + 1, size: INBOX_PAGE_SIZE }, signal),
      staleTime: 0,
    })),
  });
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  // A notification that arrives while paging shifts the pages by one: an item is shown once.
  const items: InboxEntry[] = [
    ...new Map(pages.flatMap((p) => p.data?.items ?? []).map((item) => [item.id, item])).values(),
  ];
  const total = [...pages].reverse().find((p) => p.data)?.data?.total ?? 0;
  const loadingMore = pageCount > 1 && last.isPending;
  const refresh = () => queryClient.invalidateQueries({ queryKey: INBOX_KEY });
  const readOne = useMutation({ mutationFn: markRead, onSettled: refresh });
  const readAll = useMutation({ mutationFn: markAllRead, onSettled: refresh });

  return {
    items,
    unread: first.data?.unread ?? 0,
    loading: first.isPending,
    failed: pages.some((p) => p.isError),
    retry: () => pages.filter((p) => p.isError).forEach((p) => void p.refetch()),
    hasMore: loadingMore || (last.data !== undefined && items.length < total),
    loadingMore,
    loadMore: () => setPageCount((n) => n + 1),
    readOne,
    readAll,
  };
}
