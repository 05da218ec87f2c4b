import type { Kysely } from 'kysely';
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
 * edition's first phase, classified (ratings.is_ranked) in the exam of the phase before.
 */
export async function isRanked(db: Kysely<Database>, exam: Exam, userId: number): Promise<boolean> {
  if (!(await isSubscribed(db, exam, userId))) return false;
  const previous = await db
    .selectFrom('exams')
    .select('id')
    .where('edition_id', '=', exam.edition_id)
    .where('phase', '<', exam.phase)
    .orderBy('phase', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!previous) return true;
  const rating = await db
    .selectFrom('ratings')
    .select('id')
    .where('exam_id', '=', previous.id)
    .where('user_id', '=', userId)
    .where('is_ranked', '=', true)
    .executeTakeFirst();
  return !!rating;
}
