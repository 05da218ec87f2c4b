import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { computeScore, type ScoredQuestion } from '../exams/scoring.js';
import type { Participation } from './resource.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The scoring view of an exam's questions. */
export async function scoredQuestions(db: Db, examId: number): Promise<ScoredQuestion[]> {
  return db
    .selectFrom('questions')
    .select(['id', 'kind', 'status', 'weight', 'resolution'])
    .where('exam_id', '=', examId)
    .execute();
}

/** Scores a participation (every saved answer) and closes it at min(now, ends_at); inside a transaction holding its row lock. */
async function close(
  trx: Transaction<Database>,
  p: Participation,
  questions: ScoredQuestion[],
): Promise<Participation> {
  const answers = await trx
    .selectFrom('answers')
    .select(['question_id', 'user_answer', 'open_ended_score'])
    .where('participation_id', '=', p.id)
    .execute();
  const score = computeScore(questions, answers);
  return trx
    .updateTable('participations')
    .set({ finished_at: sql`least(now(), ends_at)`, score, updated_at: sql`now()` })
    .where('id', '=', p.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Finishes a participation: idempotent (a finished one is returned as it is). The row is locked first,
 * so a save in flight completes before the score is computed, and a later save sees it finished.
 */
export async function finishParticipation(
  db: Kysely<Database>,
  id: number,
  userId: number,
): Promise<Participation | undefined> {
  return db.transaction().execute(async (trx) => {
    const p = await trx
      .selectFrom('participations')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!p || p.finished_at) return p;
    return close(trx, p, await scoredQuestions(trx, p.exam_id));
  });
}

/**
 * Closes open participations past their end plus the grace window (finished_at = ends_at, score from
 * every saved answer). Rows are claimed with FOR UPDATE SKIP LOCKED, so several API processes share the
 * work. Returns how many were closed.
 */
export async function closeOverdueParticipations(
  db: Kysely<Database>,
  graceSeconds: number,
  limit = 20,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<Participation>`
      select * from participations
       where finished_at is null and ends_at + make_interval(secs => ${graceSeconds}::integer) < now()
       order by ends_at
       limit ${limit}::integer
       for update skip locked`.execute(trx);
    const questionsByExam = new Map<number, ScoredQuestion[]>();
    for (const p of rows) {
      let questions = questionsByExam.get(p.exam_id);
      if (!questions) {
        questions = await scoredQuestions(trx, p.exam_id);
        questionsByExam.set(p.exam_id, questions);
      }
      await close(trx, p, questions);
    }
    return rows.length;
  });
}
