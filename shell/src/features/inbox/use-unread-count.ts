import { useEffect } from 'react';
import { useQuery, useQueryClient } from 'shared-contracts/client';
import { fetchUnreadCount, INBOX_KEY } from './unread-count';

export const UNREAD_REFRESH_MS = 60_000;
/** What /sw.js posts to the open tabs when a push arrives. */
export const PUSH_ARRIVED = 'inbox:push';

/**
 * The caller's unread count (GET user_notifications?page[size]=1, meta.unread_count): every 60 s while the
 * tab is visible, whenever the window regains focus, when a push arrives, and after a write to the inbox
 * (the writes invalidate INBOX_KEY).
 */
export function useUnreadCount(): number {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: [...INBOX_KEY, 'unread'],
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
  useEffect(() => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === PUSH_ARRIVED)
        void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [queryClient]);
  return data ?? 0;
}
