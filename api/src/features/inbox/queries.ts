import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Resource } from '../../jsonapi/serialize.js';

export interface InboxRow {
  id: number;
  created_at: Date;
  read_at: Date | null;
  message: string;
  edition_id: number;
  edition_description: string | null;
}

/** How many items the user's inbox holds, and how many are unread: one scan of their index range. */
export async function inboxCounts(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('user_notifications')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where read_at is null)`.as('unread'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

const items = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('user_notifications as un')
    .innerJoin('notifications as n', 'n.id', 'un.notification_id')
    .innerJoin('editions as e', 'e.id', 'n.edition_id')
    .select([
      'un.id',
      'un.created_at',
      'un.read_at',
      'n.message',
      'n.edition_id',
      'e.description as edition_description',
    ])
    .where('un.user_id', '=', userId);

/** One page of the user's inbox, newest first (by the (user_id, id desc) index). */
export const inboxPage = (
  db: Kysely<Database>,
  userId: number,
  page: { size: number; offset: number },
): Promise<InboxRow[]> =>
  items(db, userId).orderBy('un.id', 'desc').limit(page.size).offset(page.offset).execute();

export const inboxItem = (db: Kysely<Database>, userId: number, id: number): Promise<InboxRow | undefined> =>
  items(db, userId).where('un.id', '=', id).executeTakeFirst();

/** An inbox item on the wire (InboxItemSchema, type 'user_notifications'). */
export const inboxResource = (row: InboxRow): Resource => ({
  type: 'user_notifications',
  id: row.id,
  attributes: {
    message: row.message,
    edition_id: String(row.edition_id),
    edition_description: row.edition_description,
    created_at: row.created_at,
    read_at: row.read_at,
  },
});
