import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { rankExam } from '../results-generation/ratings-sql.js';

/**
 * Recomputes an exam's ratings (classification and ranking) from its participations' scores, set-based
 * whatever the number of participants (DESIGN §8):
 * - each rating whose user has a finished participation in the exam takes its score (a file phase's
 *   result_score, else the score);
 * - then the one ranking statement of the results (rankExam): is_ranked, and the positions in the
 *   category, the school and the state, with the edition's tie-break.
 * Idempotent. Used by the rescore after a question is cancelled (issue 14). Returns how many rating
 * writes it made (scores, then positions).
 */
export async function recomputeExamRatings(db: Kysely<Database>, examId: number): Promise<number> {
  const scored = await sql`
    update ratings r
       set score = coalesce(p.result_score, p.score), updated_at = now()
      from participations p
     where r.exam_id = ${examId} and p.exam_id = r.exam_id and p.user_id = r.user_id
       and p.finished_at is not null and r.score is distinct from coalesce(p.result_score, p.score)`.execute(
    db,
  );
  const ranked = await rankExam(db, examId);
  return Number(scored.numAffectedRows ?? 0) + ranked;
}
