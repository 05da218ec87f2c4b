import { api, sendJson } from 'shared-contracts/client';
import {
  deserializeMany,
  deserializeOne,
  toSearchParams,
  type InboxItem,
  type JsonApiDocument,
  type NotificationPreferences,
  type PushSubscriptionBody,
} from 'shared-contracts';

/**
 * The student's inbox and notification settings on the wire (shared-contracts/src/wire/notification-wire.ts):
 * GET user_notifications (pages, meta.unread_count), PUT user_notifications/{id}/read and read_all,
 * GET/PUT notification_preferences, POST/DELETE push_subscriptions. The bell's count: unread-count.ts.
 */

export { INBOX_KEY } from './unread-count';
export const PREFERENCES_KEY = ['notification_preferences'] as const;

export const INBOX_PAGE_SIZE = 20;

export type InboxEntry = InboxItem & { id: string };

export interface InboxPage {
  items: InboxEntry[];
  total: number;
  unread: number;
}

export async function fetchInboxPage(
  page: { number: number; size: number },
  signal?: AbortSignal,
): Promise<InboxPage> {
  const doc = await api()
    .get('user_notifications', { searchParams: toSearchParams({ page }), signal })
    .json<JsonApiDocument>();
  return {
    items: deserializeMany<InboxEntry>(doc),
    total: Number(doc.meta?.total_count ?? 0),
    unread: Number(doc.meta?.unread_count ?? 0),
  };
}

export async function markRead(id: string): Promise<void> {
  await sendJson('put', `user_notifications/${encodeURIComponent(id)}/read`);
}

export async function markAllRead(): Promise<void> {
  await sendJson('put', 'user_notifications/read_all');
}

export async function fetchPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  const doc = await api().get('notification_preferences', { signal }).json<JsonApiDocument>();
  return deserializeOne<NotificationPreferences>(doc);
}

export async function saveEmailOptOut(emailOptOut: boolean): Promise<NotificationPreferences> {
  const doc = await sendJson<JsonApiDocument>('put', 'notification_preferences', {
    email_opt_out: emailOptOut,
  });
  return deserializeOne<NotificationPreferences>(doc);
}

export async function savePushSubscription(body: PushSubscriptionBody): Promise<void> {
  await sendJson('post', 'push_subscriptions', body);
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await sendJson('delete', 'push_subscriptions', { endpoint });
}
