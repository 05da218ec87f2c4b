import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../jsonapi/errors.js';
import { filterId } from '../../jsonapi/ids.js';
import type { ParsedQuery, QuerySpec } from '../../jsonapi/query.js';
import type { Resource } from '../../jsonapi/serialize.js';
import { NOTIFICATIONS_PAGE_SIZE, RECIPIENTS_PAGE_SIZE } from '../../shared-rules.js';
import { recipientResource, type NotificationRow, type RecipientRow } from './serializer.js';

export const listQuery: QuerySpec = {
  filters: ['edition_id', 'emails', 'date_gt', 'date_lt'],
  sorts: ['id'],
  defaultSort: '-id',
  paging: { defaultSize: NOTIFICATIONS_PAGE_SIZE, maxSize: 100 },
};

export const recipientsQuery: QuerySpec = {
  paging: { defaultSize: RECIPIENTS_PAGE_SIZE, maxSize: RECIPIENTS_PAGE_SIZE },
};

/** A date filter: an ISO instant or a day (YYYY-MM-DD, its start); 400 naming the parameter otherwise. */
function dateFilter(q: ParsedQuery, name: string): Date | undefined {
  const raw = q.filter[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const at = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw) ? new Date(raw) : undefined;
  if (!at || Number.isNaN(at.getTime()))
    throw badRequest(`Invalid value for filter[${name}]: ${raw}`, `filter[${name}]`);
  return at;
}

/** `text` for a LIKE pattern, its wildcards taken literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of notifications for GET notifications, and how many match. */
export async function notificationPage(
  db: Kysely<Database>,
  q: ParsedQuery,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const editionId = filterId(q, 'edition_id');
  const after = dateFilter(q, 'date_gt');
  const before = dateFilter(q, 'date_lt');
  const emails = q.filter.emails?.trim().toLowerCase();
  let query = db.selectFrom('notifications as n');
  if (editionId !== undefined) query = query.where('n.edition_id', '=', editionId);
  if (after) query = query.where('n.created_at', '>', after);
  if (before) query = query.where('n.created_at', '<', before);
  if (emails) {
    const pattern = likeText(emails);
    query = query.where(
      sql<boolean>`(exists (select 1 from unnest(n.single_emails) e where e like ${pattern})
        or exists (select 1 from mail_outbox m where m.notification_id = n.id and m.to_address like ${pattern})
        or exists (select 1 from user_notifications un join users u on u.id = un.user_id
                    where un.notification_id = n.id and lower(u.email) like ${pattern}))`,
    );
  }
  const { total } = await query
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const direction = q.sort[0]?.direction ?? 'desc';
  const rows = await query
    .selectAll('n')
    .orderBy('n.id', direction)
    .limit(q.page.size)
    .offset(q.page.offset)
    .execute();
  return { rows, total: Number(total) };
}

/**
 * A page of one notification's recipients, in the order they were stored: e-mail from mail_outbox (the
 * name of the user of that address, if any), app from user_notifications (the student's e-mail and name).
 */
export async function recipientPage(
  db: Kysely<Database>,
  n: NotificationRow,
  q: ParsedQuery,
): Promise<{ rows: Resource[]; total: number }> {
  const { size, offset } = q.page;
  const total = n.recipients_total ?? 0;
  if (!total) return { rows: [], total: 0 };
  const { rows } =
    n.destination === 'email'
      ? await sql<RecipientRow>`
          select m.id, m.to_address as email,
                 (select u.name from users u where lower(u.email) = m.to_address order by u.id limit 1) as name,
                 case when m.sent_at is not null then 'delivered'
                      when m.failed_at is not null then 'failed' else 'pending' end as status,
                 case when m.sent_at is null then m.last_error end as error
            from mail_outbox m
           where m.notification_id = ${n.id}
           order by m.id
           limit ${size} offset ${offset}`.execute(db)
      : await sql<RecipientRow>`
          select un.id, u.email, u.name,
                 case when un.push_status in ('delivered', 'none') then 'delivered'
                      when un.push_status = 'failed' then 'failed' else 'pending' end as status,
                 un.push_error as error
            from user_notifications un join users u on u.id = un.user_id
           where un.notification_id = ${n.id}
           order by un.id
           limit ${size} offset ${offset}`.execute(db);
  return { rows: rows.map(recipientResource), total };
}
