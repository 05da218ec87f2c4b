import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../identity/auth-hook.js';
import type { Exam } from './load.js';

/** Admins, and coordinators listed on the exam's edition. */
export async function isExamStaff(db: Kysely<Database>, exam: Exam, me: CurrentUser): Promise<boolean> {
  if (me.roles.has('admin')) return true;
  if (!me.roles.has('coordinator')) return false;
  const row = await db
    .selectFrom('edition_coordinators')
    .select('user_id')
    .where('edition_id', '=', exam.edition_id)
    .where('user_id', '=', me.id)
    .executeTakeFirst();
  return !!row;
}

/** Whether the user has an inscription in the exam's edition. */
export async function isSubscribed(db: Kysely<Database>, exam: Exam, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('inscriptions')
    .select('id')
    .where('edition_id', '=', exam.edition_id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/**
 * Whether the user may take the exam ("ranked"): subscribed to the edition and, unless this is the
 * edition's first phase, classified (ratings.is_ranked) in the exam of the phase before. One statement.
 */
export async function isRanked(
  db: Kysely<Database>,
  exam: Pick<Exam, 'edition_id' | 'phase'>,
  userId: number,
): Promise<boolean> {
  const { rows } = await sql<{ subscribed: boolean; previous_id: number | null; ranked_before: boolean }>`
    with previous as (
      select id from exams
       where edition_id = ${exam.edition_id}::bigint and phase < ${exam.phase}::integer
       order by phase desc, id desc
       limit 1
    )
    select exists (select 1 from inscriptions
                    where edition_id = ${exam.edition_id}::bigint and user_id = ${userId}::bigint) as subscribed,
           (select id from previous) as previous_id,
           exists (select 1 from ratings r join previous on r.exam_id = previous.id
                    where r.user_id = ${userId}::bigint and r.is_ranked) as ranked_before`.execute(db);
  const row = rows[0];
  if (!row?.subscribed) return false;
  return row.previous_id === null || row.ranked_before === true;
}
