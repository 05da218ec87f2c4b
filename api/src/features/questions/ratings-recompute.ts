import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Recomputes an exam's ratings (classification and ranking) from its participations' scores, in two
 * set-based statements, whatever the number of participants (DESIGN §8):
 * - each rating whose user has a finished participation in the exam takes its score (ratings without a
 *   participation, e.g. imported scores, keep theirs);
 * - is_ranked = score ≥ exams.minimal_score (no minimal score: 0; no score: not ranked);
 * - category_position = the rank within ratings.category by score, highest first, with ties sharing a
 *   position and the next one skipped (competition ranking, SQL rank(): 10, 9, 9, 8 → 1, 2, 2, 4), and
 *   ratings without a score last.
 * Idempotent. Used by the rescore after a question is cancelled (issue 14); result generation (issue 15)
 * can run it after creating the ratings. Returns how many ratings it positioned.
 */
export async function recomputeExamRatings(db: Kysely<Database>, examId: number): Promise<number> {
  await sql`
    update ratings r
       set score = p.score, updated_at = now()
      from participations p
     where r.exam_id = ${examId} and p.exam_id = r.exam_id and p.user_id = r.user_id
       and p.finished_at is not null and r.score is distinct from p.score`.execute(db);
  const result = await sql`
    update ratings r
       set is_ranked = s.is_ranked, category_position = s.position, updated_at = now()
      from (select r2.id,
                   coalesce(r2.score >= coalesce(e.minimal_score, 0), false) as is_ranked,
                   rank() over (partition by r2.category order by r2.score desc nulls last)::int as position
              from ratings r2 join exams e on e.id = r2.exam_id
             where r2.exam_id = ${examId}) s
     where r.id = s.id
       and (r.is_ranked is distinct from s.is_ranked or r.category_position is distinct from s.position)`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0);
}
