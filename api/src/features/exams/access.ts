import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../auth/auth-hook.js';
import { loadExam, type Exam } from './load.js';
import { examFailure } from './messages.js';

/**
 * Admins, and coordinators the edition lists: who administers the edition. Nobody administers a deleted
 * edition (editions.deleted_at): it is gone from every route.
 */
export async function isEditionStaff(
  db: Kysely<Database>,
  editionId: number,
  me: CurrentUser,
): Promise<boolean> {
  if (!me.roles.has('admin') && !me.roles.has('coordinator')) return false;
  let query = db
    .selectFrom('editions')
    .select('editions.id')
    .where('editions.id', '=', editionId)
    .where('editions.deleted_at', 'is', null);
  if (!me.roles.has('admin'))
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('edition_coordinators as ec')
          .select('ec.user_id')
          .whereRef('ec.edition_id', '=', 'editions.id')
          .where('ec.user_id', '=', me.id),
      ),
    );
  return !!(await query.executeTakeFirst());
}

/** Admins, and coordinators listed on the exam's edition. */
export const isExamStaff = (db: Kysely<Database>, exam: Exam, me: CurrentUser): Promise<boolean> =>
  isEditionStaff(db, exam.edition_id, me);

/** The editions whose exams the caller is staff of: 'all' for admins, else the coordinated ones. */
export async function staffEditions(db: Kysely<Database>, me: CurrentUser): Promise<'all' | number[]> {
  if (me.roles.has('admin')) return 'all';
  if (!me.roles.has('coordinator')) return [];
  const rows = await db
    .selectFrom('edition_coordinators')
    .select('edition_id')
    .where('user_id', '=', me.id)
    .execute();
  return rows.map((r) => r.edition_id);
}

/** Whether the user has an inscription in the edition. */
export async function isSubscribedToEdition(
  db: Kysely<Database>,
  editionId: number,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('inscriptions')
    .select('id')
    .where('edition_id', '=', editionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/** Whether the user has an inscription in the exam's edition. */
export const isSubscribed = (db: Kysely<Database>, exam: Pick<Exam, 'edition_id'>, userId: number) =>
  isSubscribedToEdition(db, exam.edition_id, userId);

/** Who the caller is for this exam: staff (admin or the edition's coordinator), participant, or neither. */
export async function examRole(
  db: Kysely<Database>,
  exam: Exam,
  me: CurrentUser,
): Promise<'staff' | 'participant' | 'none'> {
  if (await isExamStaff(db, exam, me)) return 'staff';
  return (await isSubscribed(db, exam, me.id)) ? 'participant' : 'none';
}

/**
 * An exam of the served project for its staff and the participants of its edition, and whether the
 * caller is staff: 404 `exam.error.notFound` when it does not exist here, 403
 * `exam.error.notSubscribed` for anyone else.
 */
export async function loadReadableExam(
  db: Kysely<Database>,
  examId: number,
  projectId: number,
  me: CurrentUser,
): Promise<{ exam: Exam; staff: boolean }> {
  const exam = await loadExam(db, examId, projectId);
  if (!exam) throw examFailure(404, 'examNotFound');
  const role = await examRole(db, exam, me);
  if (role === 'none') throw examFailure(403, 'notSubscribed');
  return { exam, staff: role === 'staff' };
}

/**
 * SQL that is true when the user may take an exam of `editionId` in `phase` ("ranked"): subscribed to
 * the edition and, unless it is the edition's first phase, classified (ratings.is_ranked) in the exam of
 * the phase before. The arguments are SQL (columns of an outer query, or parameters).
 */
export const rankedCondition = (
  editionId: RawBuilder<unknown>,
  phase: RawBuilder<unknown>,
  userId: RawBuilder<unknown>,
) =>
  sql<boolean>`(
    exists (select 1 from inscriptions i
             where i.edition_id = ${editionId} and i.user_id = ${userId})
    and coalesce((select exists (select 1 from ratings r
                                  where r.exam_id = pe.id and r.user_id = ${userId} and r.is_ranked)
                    from exams pe
                   where pe.edition_id = ${editionId} and pe.phase < ${phase}
                   order by pe.phase desc, pe.id desc
                   limit 1), true))`;

/** Whether the user may take the exam (see rankedCondition). One statement. */
export async function isRanked(
  db: Kysely<Database>,
  exam: Pick<Exam, 'edition_id' | 'phase'>,
  userId: number,
): Promise<boolean> {
  const { rows } = await sql<{ ranked: boolean }>`
    select ${rankedCondition(sql`${exam.edition_id}::bigint`, sql`${exam.phase}::integer`, sql`${userId}::bigint`)} as ranked`.execute(
    db,
  );
  return rows[0]?.ranked === true;
}
