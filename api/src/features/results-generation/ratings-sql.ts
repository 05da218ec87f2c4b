import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/** How many rows a statement changed. */
const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);

/**
 * Runs `work` in a transaction (the caller's, when it already is one) tuned for one set-based pass over
 * an exam's ratings: memory for the sorts and hashes, hash joins rather than nested loops (a rating
 * table whose statistics are stale, e.g. just filled, would otherwise be scanned once per participant)
 * or merge joins (the positions' join on four null-safe keys is estimated at a few rows, and a merge
 * join would sort every row for it), and no JIT compilation (a fixed cost for one statement).
 * `set local` ends with the transaction (or, in the caller's, with the work).
 */
async function setBased<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const run = async (trx: Kysely<Database>) => {
    await sql`set local work_mem = '128MB'`.execute(trx);
    await sql`set local enable_nestloop = off`.execute(trx);
    await sql`set local enable_mergejoin = off`.execute(trx);
    await sql`set local jit = off`.execute(trx);
    return work(trx);
  };
  if (!db.isTransaction) return db.transaction().execute(run);
  // In the caller's transaction: its later statements plan as usual again.
  const result = await run(db);
  await sql`set local work_mem to default`.execute(db);
  await sql`set local enable_nestloop to default`.execute(db);
  await sql`set local enable_mergejoin to default`.execute(db);
  await sql`set local jit to default`.execute(db);
  return result;
}

/** Whether the exam's edition breaks equal scores by the shorter attempt ('duration'). */
async function byDuration(db: Kysely<Database>, examId: number): Promise<boolean> {
  const row = await db
    .selectFrom('exams as e')
    .innerJoin('editions as ed', 'ed.id', 'e.edition_id')
    .select('ed.ranking_tie_break')
    .where('e.id', '=', examId)
    .executeTakeFirst();
  return row?.ranking_tie_break === 'duration';
}

/**
 * `source` (a select with the columns category, school_unit_id, address_state_id, score and duration,
 * among others) with its rows' positions appended: rank() within the category, the category and school,
 * the category and state, by score highest first (ratings without a score last), then, with the
 * 'duration' tie-break, the shorter attempt first. The one ranking rule of the classification, the
 * ranking job and the rescore.
 *
 * Without a tie-break the positions come from counts, not from three sorts of every row: the rows are
 * counted per (category, school, state, score), a few thousand groups even for a million participants
 * (scores have few distinct values); a row's position is 1 + the rows of its category (school, state)
 * with a higher score, a running sum over those groups; one hash join gives each row its group's
 * positions. Same numbers as rank() (competition ranking 10, 9, 9, 8 → 1, 2, 2, 4). The join keys are
 * null-safe: (coalesce(x, …), x is null). With the 'duration' tie-break nearly every row is its own
 * group, so rank() runs over the rows.
 */
function ranked(source: RawBuilder<unknown>, duration: boolean): RawBuilder<unknown> {
  if (duration) {
    const order = sql`order by s.score desc nulls last, s.duration asc nulls last`;
    return sql`select s.*,
      (rank() over (partition by s.category ${order}))::int as category_position,
      case when s.school_unit_id is not null
           then (rank() over (partition by s.category, s.school_unit_id ${order}))::int end as school_position,
      case when s.address_state_id is not null
           then (rank() over (partition by s.category, s.address_state_id ${order}))::int end as state_position
      from (${source}) s`;
  }
  return sql`with s as materialized (${source}),
    k as (${groupPositions(sql`s`)})
    select s.*, k.category_position, k.school_position, k.state_position
      from s join k on ${sameGroup(sql`k`, sql`s`)}`;
}

/**
 * The positions of the groups of `from` (a relation, or a subquery with an alias, with the columns
 * category, school_unit_id, address_state_id and score): one row per (category, school, state, score)
 * with its count and its rank() within the category, the category and school, and the category and
 * state, by score highest first (no score last).
 */
function groupPositions(from: RawBuilder<unknown>): RawBuilder<unknown> {
  return positionsOf(sql`(select category, school_unit_id, address_state_id, score, count(*) as n
                            from ${from} group by category, school_unit_id, address_state_id, score) g`);
}

/**
 * `groups` (an aliased subquery `g` with one row per (category, school_unit_id, address_state_id, score)
 * and its count `n`, plus any other columns, kept) with each group's rank() within the category, the
 * category and school, and the category and state: 1 + the rows of its category (school, state) with a
 * higher score, a running sum of the counts.
 */
function positionsOf(groups: RawBuilder<unknown>): RawBuilder<unknown> {
  const above = (partition: RawBuilder<unknown>) =>
    sql`(sum(g.n) over (partition by ${partition} order by g.score desc nulls last)
         - sum(g.n) over (partition by ${partition}, g.score) + 1)::int`;
  return sql`select g.*,
                 ${above(sql`g.category`)} as category_position,
                 case when g.school_unit_id is not null
                      then ${above(sql`g.category, g.school_unit_id`)} end as school_position,
                 case when g.address_state_id is not null
                      then ${above(sql`g.category, g.address_state_id`)} end as state_position
            from ${groups}`;
}

/** `a` and `b` are in the same group (null-safe and hashable: (coalesce(x, …), x is null) per column). */
function sameGroup(a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<unknown> {
  const same = (column: string, none: RawBuilder<unknown>) => {
    const c = sql.raw(column);
    return sql`coalesce(${a}.${c}, ${none}) = coalesce(${b}.${c}, ${none}) and (${a}.${c} is null) = (${b}.${c} is null)`;
  };
  return sql`${same('category', sql`''`)} and ${same('school_unit_id', sql`0`)}
             and ${same('address_state_id', sql`0`)} and ${same('score', sql`0`)}`;
}

/**
 * What each participation of the exam is classified and ranked with: the user's inscription in the
 * exam's edition (its category, school and state; the oldest when the user has several kinds), the
 * participation's score (a file phase's result_score, given by its staff, else the score), is_ranked =
 * score ≥ the exam's minimal score (none: 0; no score: not classified), and the positions.
 */
const classification = (examId: number, duration: boolean) =>
  ranked(
    sql`select p.user_id, i.category, i.school_unit_id, i.address_state_id,
               coalesce(p.result_score, p.score) as score,
               coalesce(coalesce(p.result_score, p.score) >= coalesce(e.minimal_score, 0), false) as is_ranked,
               p.finished_at - p.started_at as duration
          from participations p
          join exams e on e.id = p.exam_id
          left join (select distinct on (user_id) user_id, category, school_unit_id, address_state_id
                       from inscriptions
                      where edition_id = (select edition_id from exams where id = ${examId})
                      order by user_id, id) i on i.user_id = p.user_id
         where p.exam_id = ${examId}`,
    duration,
  );

export interface ClassificationCounts {
  updated: number;
  inserted: number;
  removed: number;
}

/** The exam's own partition of `ratings` (migration 018), made by its first classification. */
const partitionOf = (examId: number) => `ratings_exam_${examId}`;

/** Whether the exam has ratings in `ratings` already: in a partition of its own, or in ratings_default. */
async function hasRatings(db: Kysely<Database>, examId: number): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select to_regclass(${partitionOf(examId)}) is not null
           or exists (select 1 from ratings where exam_id = ${examId}) as found`.execute(db);
  return Boolean(rows[0]?.found);
}

/**
 * The exam's first classification, when it has no rating yet: its ratings are built in a new table, then
 * attached as the exam's partition of `ratings`. The rows go into a bare heap (no index, no foreign key;
 * ids from the identity, whose cache spares a sequence write per row); then the primary key is built from
 * the rows in one sort, and ATTACH PARTITION checks the foreign keys to users and exams with one join each.
 * Inserting into the shared table instead looked up each row's foreign keys one by one and grew its
 * indexes row by row: 12 s of the classification of a million (bench/ranking/README.md).
 */
async function buildPartition(trx: Kysely<Database>, examId: number, duration: boolean): Promise<number> {
  const table = sql.table(partitionOf(examId));
  const sequence = sql<{ name: string }>`select pg_get_serial_sequence('ratings', 'id') as name`;
  const { rows } = await sequence.execute(trx);
  // The check lets ATTACH PARTITION trust that every row is the exam's without reading them again.
  await sql`create table ${table} (like ratings including defaults, check (exam_id = ${sql.lit(examId)}))`.execute(
    trx,
  );
  const inserted = await sql`
    insert into ${table} (id, exam_id, user_id, category, school_unit_id, address_state_id, score, is_ranked,
                          category_position, school_position, state_position)
    select nextval(${rows[0]!.name}::regclass), ${examId}, t.user_id, t.category, t.school_unit_id,
           t.address_state_id, t.score, t.is_ranked, t.category_position, t.school_position, t.state_position
      from (${classification(examId, duration)}) t`.execute(trx);
  await sql`alter table ${table} add primary key (user_id, exam_id)`.execute(trx);
  await sql`alter table ratings attach partition ${table} for values in (${sql.lit(examId)})`.execute(trx);
  return affected(inserted);
}

/**
 * A later classification (or the first of an exam whose ratings were written before migration 018, or by
 * hand, into ratings_default): within one statement the ratings that differ are updated, the missing ones
 * inserted, and the ones whose participation vanished removed; unchanged ratings are not rewritten. No
 * multi-row upsert (PGlite).
 */
async function updateRatings(
  trx: Kysely<Database>,
  examId: number,
  duration: boolean,
): Promise<ClassificationCounts> {
  const { rows } = await sql<{ updated: number; inserted: number; removed: number }>`
    with t as materialized (${classification(examId, duration)}),
    u as (
      update ratings r
         set category = t.category, school_unit_id = t.school_unit_id, address_state_id = t.address_state_id,
             score = t.score, is_ranked = t.is_ranked, category_position = t.category_position,
             school_position = t.school_position, state_position = t.state_position, updated_at = now()
        from t
       where r.exam_id = ${examId} and r.user_id = t.user_id
         and (r.category is distinct from t.category or r.school_unit_id is distinct from t.school_unit_id
              or r.address_state_id is distinct from t.address_state_id or r.score is distinct from t.score
              or r.is_ranked is distinct from t.is_ranked
              or r.category_position is distinct from t.category_position
              or r.school_position is distinct from t.school_position
              or r.state_position is distinct from t.state_position)
      returning 1),
    i as (
      insert into ratings (exam_id, user_id, category, school_unit_id, address_state_id, score, is_ranked,
                           category_position, school_position, state_position)
      select ${examId}, t.user_id, t.category, t.school_unit_id, t.address_state_id, t.score, t.is_ranked,
             t.category_position, t.school_position, t.state_position
        from t
       where not exists (select 1 from ratings r where r.exam_id = ${examId} and r.user_id = t.user_id)
       order by t.user_id
      returning 1),
    d as (
      delete from ratings r
       where r.exam_id = ${examId} and not exists (select 1 from t where t.user_id = r.user_id)
      returning 1)
    select (select count(*) from u)::int as updated, (select count(*) from i)::int as inserted,
           (select count(*) from d)::int as removed`.execute(trx);
  const counts = rows[0]!;
  return {
    updated: Number(counts.updated),
    inserted: Number(counts.inserted),
    removed: Number(counts.removed),
  };
}

/**
 * The classification of an exam (issue 15), set-based whatever the number of participants: one rating
 * per participation, with the category, school and state of the user's inscription, the score,
 * is_ranked and the (provisional) positions, computed once in one statement: the first time into the
 * exam's own partition (buildPartition), later by bringing its ratings up to date (updateRatings). One
 * classification of an exam at a time (an advisory lock until the transaction ends). Idempotent.
 */
export async function classifyExam(db: Kysely<Database>, examId: number): Promise<ClassificationCounts> {
  return setBased(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('ratings.classify'), ${examId}::int)`.execute(trx);
    const duration = await byDuration(trx, examId);
    if (await hasRatings(trx, examId)) return updateRatings(trx, examId, duration);
    return { updated: 0, inserted: await buildPartition(trx, examId, duration), removed: 0 };
  });
}

/**
 * The ranking of an exam's ratings (issue 15) in one UPDATE … FROM with window functions, whatever the
 * number of participants: is_ranked = score ≥ the exam's minimal score, and the positions (see
 * `ranked`: competition ranking 10, 9, 9, 8 → 1, 2, 2, 4 per category, school and state, with the
 * edition's tie-break). Only ratings whose values change are written: after a classification, which
 * already placed everyone, it writes nothing unless scores changed since. Used by the ranking job and
 * by the rescore (recomputeExamRatings). Returns how many ratings it changed.
 */
export async function rankExam(db: Kysely<Database>, examId: number): Promise<number> {
  return setBased(db, async (trx) => {
    const duration = await byDuration(trx, examId);
    if (!duration) {
      // Without a tie-break a rating's values depend only on its group (category, school, state, score).
      // One read of the exam's ratings counts each group and sums up what its rows hold (is_ranked, the
      // least and greatest of each position, how many have one); a group is right when every row holds
      // its group's values. Only the rows of the other groups are updated: none after a classification,
      // which placed everyone (a hash of the wrong groups, not of every rating).
      const holds = (position: string, stored: string) => {
        const [want, n, least, most] = [position, `${stored}_n`, `${stored}_min`, `${stored}_max`].map((c) =>
          sql.ref(`k.${c}`),
        );
        return sql`(case when ${want} is null then ${n} = 0
                         else ${n} = k.n and ${least} = ${want} and ${most} = ${want} end)`;
      };
      const result = await sql`
        with k as (
          select k.*, coalesce(k.score >= coalesce(e.minimal_score, 0), false) as is_ranked
            from (${positionsOf(sql`(
              select category, school_unit_id, address_state_id, score, count(*) as n,
                     bool_and(is_ranked) as ranked_all, bool_or(is_ranked) as ranked_any,
                     count(category_position) as c_n, min(category_position) as c_min,
                     max(category_position) as c_max,
                     count(school_position) as s_n, min(school_position) as s_min, max(school_position) as s_max,
                     count(state_position) as t_n, min(state_position) as t_min, max(state_position) as t_max
                from ratings where exam_id = ${examId}
               group by category, school_unit_id, address_state_id, score) g`)}) k,
                 exams e
           where e.id = ${examId}),
        wrong as (
          select * from k
           where not (k.ranked_all = k.is_ranked and k.ranked_any = k.is_ranked
                      and ${holds('category_position', 'c')} and ${holds('school_position', 's')}
                      and ${holds('state_position', 't')}))
        update ratings r
           set is_ranked = k.is_ranked, category_position = k.category_position,
               school_position = k.school_position, state_position = k.state_position, updated_at = now()
          from wrong k
         where r.exam_id = ${examId} and ${sameGroup(sql`k`, sql`r`)}
           and (r.is_ranked is distinct from k.is_ranked
                or r.category_position is distinct from k.category_position
                or r.school_position is distinct from k.school_position
                or r.state_position is distinct from k.state_position)`.execute(trx);
      return affected(result);
    }
    const result = await sql`
      update ratings r
         set is_ranked = t.is_ranked, category_position = t.category_position,
             school_position = t.school_position, state_position = t.state_position, updated_at = now()
        from (${ranked(
          sql`select r2.user_id, r2.category, r2.school_unit_id, r2.address_state_id, r2.score,
                     coalesce(r2.score >= coalesce(e.minimal_score, 0), false) as is_ranked,
                     p.finished_at - p.started_at as duration
                from ratings r2
                join exams e on e.id = r2.exam_id
                left join participations p on p.exam_id = r2.exam_id and p.user_id = r2.user_id
               where r2.exam_id = ${examId}`,
          true,
        )}) t
       where r.exam_id = ${examId} and r.user_id = t.user_id
         and (r.is_ranked is distinct from t.is_ranked
              or r.category_position is distinct from t.category_position
              or r.school_position is distinct from t.school_position
              or r.state_position is distinct from t.state_position)`.execute(trx);
    return affected(result);
  });
}
