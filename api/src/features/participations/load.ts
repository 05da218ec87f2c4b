import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Answer, Participation } from './resource.js';

/** A participation of this user, or undefined (another user's is never revealed). */
export async function loadOwnParticipation(
  db: Kysely<Database>,
  id: number,
  userId: number,
): Promise<Participation | undefined> {
  return db
    .selectFrom('participations')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The answers of these participations, by participation id (each list ordered by question). */
export async function loadAnswers(
  db: Kysely<Database>,
  participationIds: number[],
): Promise<Map<number, Answer[]>> {
  const map = new Map<number, Answer[]>();
  if (!participationIds.length) return map;
  const rows = await db
    .selectFrom('answers')
    .selectAll()
    .where('participation_id', 'in', participationIds)
    .orderBy('participation_id')
    .orderBy('question_id')
    .execute();
  for (const r of rows) {
    const list = map.get(r.participation_id);
    if (list) list.push(r);
    else map.set(r.participation_id, [r]);
  }
  return map;
}
