import { api } from 'shared-contracts/client';

/** Every inbox query starts with this key: a write invalidates the bell's count and the panel's pages at once. */
export const INBOX_KEY = ['user_notifications'] as const;

/**
 * The caller's unread count: GET user_notifications?page[size]=1, its meta.unread_count. Read without the
 * JSON:API deserializer on purpose: the bell is on every signed-in page, and stays this small.
 */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const doc = await api()
    .get('user_notifications', { searchParams: { 'page[size]': '1' }, signal })
    .json<{ meta?: { unread_count?: number } }>();
  return Number(doc.meta?.unread_count ?? 0);
}
