import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { computeScore } from '../exams/scoring.js';
import type { Exam } from '../exams/load.js';
import { settle, type Mark } from './marks.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Locks the participation's row until the transaction ends (marks of one participation, one at a time). */
export async function lockParticipation(db: Db, participationId: number): Promise<void> {
  await db.selectFrom('participations').select('id').where('id', '=', participationId).forUpdate().execute();
}

/** The corrections rows of one answer. */
export async function marksOf(
  db: Db,
  participationId: number,
  questionId: number,
): Promise<(Mark & { id: number })[]> {
  return db
    .selectFrom('corrections')
    .select(['id', 'round', 'corrector_id', 'score', 'comment'])
    .where('participation_id', '=', participationId)
    .where('question_id', '=', questionId)
    .orderBy('round')
    .execute();
}

/**
 * Writes an answer's final score and comment (answers.open_ended_score/comment); the answer row is created
 * when the participant left the question blank. Returns the previous score (null: none).
 */
export async function writeFinalScore(
  db: Db,
  participationId: number,
  questionId: number,
  score: number | null,
  comment: string | null,
): Promise<number | null> {
  const before = await db
    .selectFrom('answers')
    .select('open_ended_score')
    .where('participation_id', '=', participationId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  if (before)
    await db
      .updateTable('answers')
      .set({ open_ended_score: score, open_ended_comment: comment })
      .where('participation_id', '=', participationId)
      .where('question_id', '=', questionId)
      .execute();
  else
    await db
      .insertInto('answers')
      .values({
        participation_id: participationId,
        question_id: questionId,
        user_answer: null,
        open_ended_score: score,
        open_ended_comment: comment,
      })
      .execute();
  return before?.open_ended_score ?? null;
}

/** The participation's score again, by the one scoring rule (computeScore), from its answers. */
export async function recomputeParticipationScore(
  db: Db,
  exam: Exam,
  participationId: number,
): Promise<number> {
  const [questions, answers] = await Promise.all([
    db
      .selectFrom('questions')
      .select(['id', 'kind', 'status', 'weight', 'resolution'])
      .where('exam_id', '=', exam.id)
      .execute(),
    db
      .selectFrom('answers')
      .select(['question_id', 'user_answer', 'open_ended_score'])
      .where('participation_id', '=', participationId)
      .execute(),
  ]);
  const score = computeScore(questions, answers, exam.cancelled_question_policy);
  await db.updateTable('participations').set({ score }).where('id', '=', participationId).execute();
  return score;
}

/**
 * Settles a doubly marked answer after a mark changed (see `settle`): writes the final score (or clears
 * it while the marks disagree), creates the unassigned third decision when the blind marks differ by more
 * than the threshold, and drops an unscored one that is no longer needed.
 */
export async function settleDoubleMarking(
  db: Db,
  exam: Exam,
  participationId: number,
  questionId: number,
): Promise<number | null> {
  const marks = await marksOf(db, participationId, questionId);
  const outcome = settle(marks, exam.marking_threshold);
  const third = marks.find((m) => m.round === 3);
  if (outcome.third && !third)
    await sql`insert into corrections (participation_id, question_id, round)
              select ${participationId}::bigint, ${questionId}::bigint, 3
               where not exists (select 1 from corrections
                                  where participation_id = ${participationId} and question_id = ${questionId}
                                    and round = 3)`.execute(db);
  if (!outcome.third && third && third.score === null)
    await db.deleteFrom('corrections').where('id', '=', third.id).execute();
  await writeFinalScore(db, participationId, questionId, outcome.final, outcome.comment);
  return outcome.final;
}
