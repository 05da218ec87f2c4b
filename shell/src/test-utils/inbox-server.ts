import { apiServer } from 'shared-contracts/testing';
import type { InboxItem, NotificationPreferences } from 'shared-contracts';

export const VAPID_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export type StoredEntry = InboxItem & { id: string };

export function entry(id: number, extra: Partial<InboxItem> = {}): StoredEntry {
  return {
    id: String(id),
    message: `Mensagem ${id}`,
    edition_id: '3',
    edition_description: 'OBIA 2025',
    created_at: `2025-05-${String(10 + (id % 18)).padStart(2, '0')}T12:30:00.000Z`,
    read_at: null,
    ...extra,
  };
}

const resource = (type: string, { id, ...attributes }: { id: string } & object) => ({ type, id, attributes });

/**
 * The API's inbox and preferences as the contract (shared-contracts/src/wire/notification-wire.ts) answers
 * them, over a list the test gives (newest first) that the writes change.
 */
export function inboxServer(items: StoredEntry[], preferences: Partial<NotificationPreferences> = {}) {
  const prefs: NotificationPreferences = {
    email_opt_out: false,
    vapid_public_key: VAPID_KEY,
    push_devices: 0,
    ...preferences,
  };
  const unread = () => items.filter((i) => i.read_at === null).length;
  const now = '2025-06-01T10:00:00.000Z';
  const server = apiServer(({ method, path, url, body }) => {
    if (method === 'GET' && path === 'user_notifications') {
      const number = Number(url.searchParams.get('page[number]') ?? 1);
      const size = Number(url.searchParams.get('page[size]') ?? 20);
      const page = items.slice((number - 1) * size, number * size);
      return {
        body: {
          data: page.map((i) => resource('user_notifications', i)),
          meta: { total_count: items.length, unread_count: unread() },
        },
      };
    }
    const read = /^user_notifications\/(\d+)\/read$/.exec(path);
    if (method === 'PUT' && read) {
      const found = items.find((i) => i.id === read[1]);
      if (!found) return { status: 404, body: { errors: [{ status: '404' }] } };
      found.read_at ??= now;
      return { body: { data: resource('user_notifications', found) } };
    }
    if (method === 'PUT' && path === 'user_notifications/read_all') {
      for (const i of items) i.read_at ??= now;
      return { status: 204 };
    }
    if (path === 'notification_preferences' && (method === 'GET' || method === 'PUT')) {
      if (method === 'PUT') prefs.email_opt_out = (body as { email_opt_out: boolean }).email_opt_out;
      return { body: { data: resource('notification_preferences', { id: '7', ...prefs }) } };
    }
    if (method === 'POST' && path === 'push_subscriptions') {
      prefs.push_devices += 1;
      return { status: 201, body: { data: resource('push_subscriptions', { id: '1' }) } };
    }
    if (method === 'DELETE' && path === 'push_subscriptions') {
      prefs.push_devices = Math.max(0, prefs.push_devices - 1);
      return { status: 204 };
    }
    return undefined;
  });
  return { ...server, items, prefs };
}
