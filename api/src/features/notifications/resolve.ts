import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema.js';
import type { JobHandler } from '../../jobs/worker.js';
import { looksLikeHtml, plainTextPart } from './input.js';

export const RESOLVE_NOTIFICATION = 'notifications.resolve';

type Notification = Selectable<NotificationsTable>;

/** Phase categories whose students a pending_participations send reaches (spec 2 §5). */
const PENDING_CATEGORIES = ['opened', 'regular'];

/**
 * The users a group of the notification's edition (and exam) stands for, as a WHERE condition on `u`
 * (users). Decided here, once, for e-mail and app alike:
 * - students: every user with an inscription in the edition;
 * - participants: every user with a participation (started, finished or not) in the exam;
 * - ranked_participants: every user whose rating in the exam is classified (ratings.is_ranked);
 * - pending_participations: every user inscribed in the edition in a category of the exam's phase that
 *   is opened or regular (inscriptions.category), who may take the exam (past the first phase: classified
 *   in the exam of the phase before, as rankedCondition says), and has no finished participation in the
 *   exam (none at all, or one still open).
 * Each user counts once whatever the number of their inscriptions or participations.
 */
async function groupCondition(db: Kysely<Database>, n: Notification): Promise<RawBuilder<boolean>> {
  const edition = sql`${n.edition_id}::bigint`;
  const examId = sql`${n.exam_id}::bigint`;
  switch (n.group) {
    case 'students':
      return sql<boolean>`exists (select 1 from inscriptions i where i.edition_id = ${edition} and i.user_id = u.id)`;
    case 'participants':
      return sql<boolean>`exists (select 1 from participations p where p.exam_id = ${examId} and p.user_id = u.id)`;
    case 'ranked_participants':
      return sql<boolean>`exists (select 1 from ratings r
                                   where r.exam_id = ${examId} and r.user_id = u.id and r.is_ranked)`;
    case 'pending_participations': {
      const exam = await db
        .selectFrom('exams')
        .select(['phase', 'edition_id'])
        .where('id', '=', n.exam_id ?? 0)
        .executeTakeFirst();
      if (!exam) return sql<boolean>`false`;
      const phase = await db
        .selectFrom('phases')
        .select('categories')
        .where('edition_id', '=', exam.edition_id)
        .where('phase', '=', exam.phase)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      const categories = (Array.isArray(phase?.categories) ? phase.categories : []).filter((c) =>
        PENDING_CATEGORIES.includes(String(c)),
      );
      if (!categories.length) return sql<boolean>`false`;
      const previous = await db
        .selectFrom('exams')
        .select('id')
        .where('edition_id', '=', exam.edition_id)
        .where('phase', '<', exam.phase)
        .orderBy('phase', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const classified = previous
        ? sql`and exists (select 1 from ratings r
                           where r.exam_id = ${previous.id}::bigint and r.user_id = u.id and r.is_ranked)`
        : sql``;
      return sql<boolean>`exists (select 1 from inscriptions i
                                   where i.edition_id = ${edition} and i.user_id = u.id
                                     and i.category = any(${categories.map(String)}::text[]))
        ${classified}
        and not exists (select 1 from participations p
                         where p.exam_id = ${examId} and p.user_id = u.id and p.finished_at is not null)`;
    }
  }
}

/**
 * Stores the recipients of one notification, set-based (one INSERT … SELECT, no per-row work here):
 * - e-mail: one mail_outbox row per distinct lowercased address: the group's users with an e-mail
 *   (those who turned off non-essential e-mail left out unless the category is essential), plus the
 *   extra addresses (always);
 * - app: one user_notifications row per user of the group (push_status pending: the push delivery
 *   takes it from there; the inbox shows it at once).
 * Returns how many recipients were stored.
 */
export async function storeRecipients(db: Kysely<Database>, n: Notification): Promise<number> {
  const inGroup = await groupCondition(db, n);
  if (n.destination === 'push') {
    const { rows } = await sql<{ count: string }>`
      with stored as (
        insert into user_notifications (notification_id, user_id)
        select ${n.id}::bigint, u.id from users u where ${inGroup}
        returning 1)
      select count(*) as count from stored`.execute(db);
    return Number(rows[0]?.count ?? 0);
  }
  const optedIn = n.category === 'essential' ? sql`true` : sql`not u.email_opt_out`;
  const html = looksLikeHtml(n.message) ? n.message : null;
  const text = html ? plainTextPart(html) : n.message;
  const { rows } = await sql<{ count: string }>`
    with stored as (
    insert into mail_outbox (notification_id, to_address, subject, body_text, body_html)
    select ${n.id}::bigint, a.address, ${n.subject ?? ''}, ${text}, ${html}
      from (select lower(trim(u.email)) as address
              from users u
             where ${inGroup} and ${optedIn}
               and u.email is not null and trim(u.email) <> '' and u.email !~ '[\\r\\n]'
            union
            select unnest(${n.single_emails}::text[])) a
    returning 1)
    select count(*) as count from stored`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * The job 'notifications.resolve' (key: the notification id): in one transaction, when the notification
 * is not resolved yet, stores its recipients and sets resolved_at and recipients_total. Run again (a
 * crash, a retry), it finds the notification resolved and does nothing: no recipient twice.
 */
export const resolveNotificationJob: JobHandler = async (job, { db }) => {
  const id = Number(job.payload.notificationId);
  return db.transaction().execute(async (trx) => {
    const n = await trx
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!n) return { notification_id: id, missing: true };
    if (n.resolved_at !== null) return { notification_id: id, recipients: n.recipients_total };
    const total = await storeRecipients(trx, n);
    await trx
      .updateTable('notifications')
      .set({ resolved_at: new Date(), recipients_total: total })
      .where('id', '=', id)
      .execute();
    return { notification_id: id, recipients: total };
  });
};
