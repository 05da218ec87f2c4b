import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema.js';
import type { Resource } from '../../jsonapi/serialize.js';
import { RESOLVE_NOTIFICATION } from './resolve.js';

export type NotificationRow = Selectable<NotificationsTable>;

interface Counts {
  delivered: number;
  failed: number;
  pending: number;
  /** Recipients that came from the group (not the extra addresses). */
  registered: number;
}

const none: Counts = { delivered: 0, failed: 0, pending: 0, registered: 0 };

/**
 * The delivery counts of a page of notifications, one grouped query per destination (index scans of the
 * page's own rows): e-mail from mail_outbox (delivered = sent_at set, failed = failed_at set, pending =
 * the rest); app from user_notifications (delivered = push delivered, or 'none': no device, the inbox
 * has it).
 */
async function countsOf(db: Kysely<Database>, rows: NotificationRow[]): Promise<Map<number, Counts>> {
  const out = new Map<number, Counts>();
  const mail = rows.filter((n) => n.destination === 'email' && n.resolved_at).map((n) => n.id);
  const push = rows.filter((n) => n.destination === 'push' && n.resolved_at).map((n) => n.id);
  const toCounts = (r: {
    id: string | number;
    delivered: string;
    failed: string;
    pending: string;
    registered: string;
  }) =>
    out.set(Number(r.id), {
      delivered: Number(r.delivered),
      failed: Number(r.failed),
      pending: Number(r.pending),
      registered: Number(r.registered),
    });
  if (mail.length) {
    const { rows: counted } = await sql<{
      id: string;
      delivered: string;
      failed: string;
      pending: string;
      registered: string;
    }>`
      select m.notification_id as id,
             count(*) filter (where m.sent_at is not null) as delivered,
             count(*) filter (where m.sent_at is null and m.failed_at is not null) as failed,
             count(*) filter (where m.sent_at is null and m.failed_at is null) as pending,
             count(*) filter (where not (m.to_address = any(n.single_emails))) as registered
        from mail_outbox m join notifications n on n.id = m.notification_id
       where m.notification_id in (${sql.join(mail)})
       group by m.notification_id`.execute(db);
    counted.forEach(toCounts);
  }
  if (push.length) {
    const { rows: counted } = await sql<{
      id: string;
      delivered: string;
      failed: string;
      pending: string;
      registered: string;
    }>`
      select notification_id as id,
             count(*) filter (where push_status in ('delivered', 'none')) as delivered,
             count(*) filter (where push_status = 'failed') as failed,
             count(*) filter (where push_status = 'pending') as pending,
             count(*) as registered
        from user_notifications
       where notification_id in (${sql.join(push)})
       group by notification_id`.execute(db);
    counted.forEach(toCounts);
  }
  return out;
}

/** Each notification's resolve job (the newest of its key): its status and failure reason. */
async function jobsOf(db: Kysely<Database>, rows: NotificationRow[]) {
  const out = new Map<string, { status: string; last_error: string | null }>();
  if (!rows.length) return out;
  const jobs = await db
    .selectFrom('jobs')
    .select(['key', 'status', 'last_error'])
    .where('kind', '=', RESOLVE_NOTIFICATION)
    .where(
      'key',
      'in',
      rows.map((n) => String(n.id)),
    )
    .orderBy('id')
    .execute();
  for (const j of jobs) out.set(j.key, { status: j.status, last_error: j.last_error });
  return out;
}

/** Notifications as GET notifications lists them (NotificationSchema, type 'notifications'). */
export async function notificationResources(
  db: Kysely<Database>,
  rows: NotificationRow[],
): Promise<Resource[]> {
  const examIds = [...new Set(rows.map((n) => n.exam_id).filter((id): id is number => id !== null))];
  const [counts, jobs, exams] = await Promise.all([
    countsOf(db, rows),
    jobsOf(db, rows),
    examIds.length
      ? db.selectFrom('exams').select(['id', 'phase', 'description']).where('id', 'in', examIds).execute()
      : Promise.resolve([]),
  ]);
  const examById = new Map(exams.map((e) => [Number(e.id), e]));
  return rows.map((n) => {
    const c = counts.get(Number(n.id)) ?? none;
    const exam = n.exam_id === null ? undefined : examById.get(Number(n.exam_id));
    const status = n.resolved_at === null ? 'resolving' : c.pending > 0 ? 'sending' : 'done';
    return {
      type: 'notifications',
      id: n.id,
      attributes: {
        destination: n.destination,
        group: n.group,
        category: n.category,
        subject: n.subject,
        message: n.message,
        sent_at: new Date(n.created_at).toISOString(),
        edition_id: String(n.edition_id),
        exam: exam ? { id: String(exam.id), phase: exam.phase, description: exam.description } : null,
        target: {
          single_emails: n.single_emails,
          registered_emails: n.resolved_at === null ? null : c.registered,
        },
        status,
        counts: {
          recipients: n.recipients_total,
          delivered: c.delivered,
          failed: c.failed,
          pending: c.pending,
        },
        job: jobs.get(String(n.id)) ?? null,
      },
    };
  });
}

/** One recipient (NotificationRecipientSchema, type 'notification_recipients'). */
export interface RecipientRow {
  id: string | number;
  email: string | null;
  name: string | null;
  status: 'pending' | 'delivered' | 'failed';
  error: string | null;
}

export const recipientResource = (r: RecipientRow): Resource => ({
  type: 'notification_recipients',
  id: String(r.id),
  attributes: { email: r.email, name: r.name, status: r.status, error: r.error },
});
