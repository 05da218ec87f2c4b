import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TeacherRecommendation } from './resource.js';

/** The recommendation id of each of these participations that has one (one query for the lot). */
export async function loadRecommendationIds(
  db: Kysely<Database>,
  participationIds: number[],
): Promise<Map<number, number>> {
  if (!participationIds.length) return new Map();
  const rows = await db
    .selectFrom('teacher_recommendations')
    .select(['id', 'participation_id'])
    .where('participation_id', 'in', participationIds)
    .execute();
  return new Map(rows.map((r) => [r.participation_id, r.id]));
}

/** Whether the participation is the user's, in an exam of the served project. */
export async function isOwnParticipation(
  db: Kysely<Database>,
  participationId: number,
  userId: number,
  projectId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('participations as p')
    .innerJoin('exams as e', 'e.id', 'p.exam_id')
    .innerJoin('editions as ed', 'ed.id', 'e.edition_id')
    .select('p.id')
    .where('p.id', '=', participationId)
    .where('p.user_id', '=', userId)
    .where('ed.project_id', '=', projectId)
    .where('ed.deleted_at', 'is', null)
    .executeTakeFirst();
  return !!row;
}

/** The recommendations of the user's participations in the served project, optionally of one. */
export function ownRecommendations(
  db: Kysely<Database>,
  userId: number,
  projectId: number,
  filter: { id?: number; participationId?: number } = {},
): Promise<TeacherRecommendation[]> {
  let query = db
    .selectFrom('teacher_recommendations as r')
    .innerJoin('participations as p', 'p.id', 'r.participation_id')
    .innerJoin('exams as e', 'e.id', 'p.exam_id')
    .innerJoin('editions as ed', 'ed.id', 'e.edition_id')
    .selectAll('r')
    .where('p.user_id', '=', userId)
    .where('ed.project_id', '=', projectId)
    .where('ed.deleted_at', 'is', null);
  if (filter.id !== undefined) query = query.where('r.id', '=', filter.id);
  if (filter.participationId !== undefined)
    query = query.where('r.participation_id', '=', filter.participationId);
  return query.orderBy('r.id').execute();
}
