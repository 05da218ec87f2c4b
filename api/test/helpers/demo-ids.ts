import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/** The id of the edition with this description (the demo's 'OBIA 2026', 'OBIA 2025', …). */
export const editionIdOf = async (db: Kysely<Database>, description: string) =>
  (
    await db
      .selectFrom('editions')
      .select('id')
      .where('description', '=', description)
      .executeTakeFirstOrThrow()
  ).id;

/** The id of the edition's exam of that phase. */
export const examIdOf = async (db: Kysely<Database>, editionId: number, phase: number) =>
  (
    await db
      .selectFrom('exams')
      .select('id')
      .where('edition_id', '=', editionId)
      .where('phase', '=', phase)
      .executeTakeFirstOrThrow()
  ).id;

/** The id of the user with this e-mail. */
export const userIdOf = async (db: Kysely<Database>, email: string) =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** The id of the user's participation in the exam. */
export const participationIdOf = async (db: Kysely<Database>, userId: number, examId: number) =>
  (
    await db
      .selectFrom('participations')
      .select('id')
      .where('user_id', '=', userId)
      .where('exam_id', '=', examId)
      .executeTakeFirstOrThrow()
  ).id;
