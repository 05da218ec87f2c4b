import { useInfiniteQuery } from 'shared-contracts/client';
import { fetchRecipients, notificationKeys } from '../api/notifications';

/** A notification's recipients, RECIPIENTS_PAGE_SIZE at a time (the popup asks for more on scroll). */
export function useRecipients(notificationId: string) {
  const query = useInfiniteQuery({
    queryKey: notificationKeys.recipients(notificationId),
    queryFn: ({ pageParam, signal }) => fetchRecipients(notificationId, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.pageCount ? pages.length + 1 : undefined),
  });
  const pages = query.data?.pages ?? [];
  return {
    recipients: pages.flatMap((p) => p.items),
    total: pages[0]?.total ?? 0,
    loading: query.isPending || query.isFetchingNextPage,
    failed: query.isError,
    hasMore: query.hasNextPage,
    more: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
    },
  };
}
