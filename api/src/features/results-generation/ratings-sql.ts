import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** How many rows a statement changed. */
const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);

/**
 * What each participation of the exam is classified with: the user's inscription in the exam's edition
 * (its category, school and state; the oldest inscription when the user has several kinds) and the
 * participation's score (a file phase's result_score, given by its staff, else the score).
 */
const classificationSource = (examId: number) => sql`
  select p.user_id, i.category, i.school_unit_id, i.address_state_id,
         coalesce(p.result_score, p.score) as score,
         coalesce(coalesce(p.result_score, p.score) >= coalesce(e.minimal_score, 0), false) as is_ranked
    from participations p
    join exams e on e.id = p.exam_id
    left join (select distinct on (user_id) user_id, category, school_unit_id, address_state_id
                 from inscriptions
                where edition_id = (select edition_id from exams where id = ${examId})
                order by user_id, id) i on i.user_id = p.user_id
   where p.exam_id = ${examId}`;

export interface ClassificationCounts {
  updated: number;
  inserted: number;
  removed: number;
}

/**
 * The classification of an exam (issue 15), set-based whatever the number of participants: one rating
 * per participation, with the category, school and state of the user's inscription in the edition,
 * the participation's score and is_ranked = score ≥ the exam's minimal score (none: 0; no score: not
 * classified). Three statements, no multi-row upsert (PGlite): the ratings that exist and differ are
 * updated, the missing ones inserted, and the ones whose participation vanished removed. Unchanged
 * ratings are not rewritten. Idempotent.
 */
export async function classifyExam(db: Kysely<Database>, examId: number): Promise<ClassificationCounts> {
  const updated = await sql`
    update ratings r
       set category = s.category, school_unit_id = s.school_unit_id, address_state_id = s.address_state_id,
           score = s.score, is_ranked = s.is_ranked, updated_at = now()
      from (${classificationSource(examId)}) s
     where r.exam_id = ${examId} and r.user_id = s.user_id
       and (r.category is distinct from s.category or r.school_unit_id is distinct from s.school_unit_id
            or r.address_state_id is distinct from s.address_state_id or r.score is distinct from s.score
            or r.is_ranked is distinct from s.is_ranked)`.execute(db);
  const inserted = await sql`
    insert into ratings (exam_id, user_id, category, school_unit_id, address_state_id, score, is_ranked)
    select ${examId}, s.user_id, s.category, s.school_unit_id, s.address_state_id, s.score, s.is_ranked
      from (${classificationSource(examId)}) s
     where not exists (select 1 from ratings r where r.exam_id = ${examId} and r.user_id = s.user_id)`.execute(
    db,
  );
  const removed = await sql`
    delete from ratings r
     where r.exam_id = ${examId}
       and not exists (select 1 from participations p where p.exam_id = ${examId} and p.user_id = r.user_id)`.execute(
    db,
  );
  return { updated: affected(updated), inserted: affected(inserted), removed: affected(removed) };
}

/**
 * The ranking of an exam's ratings (issue 15), in one UPDATE … FROM (window functions), whatever the
 * number of participants:
 * - is_ranked = score ≥ the exam's minimal score (none: 0; no score: not classified);
 * - category_position = rank() within the category by score, highest first: ties share a position and
 *   the next one is skipped (competition ranking, 10, 9, 9, 8 → 1, 2, 2, 4); ratings without a score last;
 * - with the edition's ranking_tie_break 'duration', equal scores are ordered by the shorter attempt
 *   (finished_at − started_at) first; only equal scores with equal durations share a position;
 * - school_position and state_position: the same rank within the category and the rating's school,
 *   or state (null when the rating has none).
 * Only ratings whose values change are written. Used by the ranking job and by the rescore
 * (recomputeExamRatings). Returns how many ratings it changed.
 */
export async function rankExam(db: Kysely<Database>, examId: number): Promise<number> {
  const edition = await db
    .selectFrom('exams as e')
    .innerJoin('editions as ed', 'ed.id', 'e.edition_id')
    .select('ed.ranking_tie_break')
    .where('e.id', '=', examId)
    .executeTakeFirst();
  if (!edition) return 0;
  const byDuration = edition.ranking_tie_break === 'duration';
  const order = byDuration
    ? sql`order by r2.score desc nulls last, p.finished_at - p.started_at asc nulls last`
    : sql`order by r2.score desc nulls last`;
  const attempts = byDuration
    ? sql`left join participations p on p.exam_id = r2.exam_id and p.user_id = r2.user_id`
    : sql``;
  const result = await sql`
    update ratings r
       set is_ranked = s.is_ranked, category_position = s.category_position,
           school_position = s.school_position, state_position = s.state_position, updated_at = now()
      from (select r2.id,
                   coalesce(r2.score >= coalesce(e.minimal_score, 0), false) as is_ranked,
                   (rank() over (partition by r2.category ${order}))::int as category_position,
                   case when r2.school_unit_id is not null
                        then (rank() over (partition by r2.category, r2.school_unit_id ${order}))::int end
                     as school_position,
                   case when r2.address_state_id is not null
                        then (rank() over (partition by r2.category, r2.address_state_id ${order}))::int end
                     as state_position
              from ratings r2
              join exams e on e.id = r2.exam_id
              ${attempts}
             where r2.exam_id = ${examId}) s
     where r.id = s.id
       and (r.is_ranked is distinct from s.is_ranked
            or r.category_position is distinct from s.category_position
            or r.school_position is distinct from s.school_position
            or r.state_position is distinct from s.state_position)`.execute(db);
  return affected(result);
}
