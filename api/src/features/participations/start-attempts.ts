import { sql, type Kysely } from 'kysely';
import { batchedStatement } from '../../db/batcher.js';
import type { Database } from '../../db/schema.js';
import { rankedCondition } from '../exams/access.js';
import type { Participation } from './resource.js';

export interface StartRequest {
  userId: number;
  examId: number;
  /** The participant's extra minutes (special_time accommodation). */
  specialMinutes: number;
}

export interface StartOutcome {
  /** The attempt this request created; undefined when none was (one exists, or the exam refuses now). */
  created: Participation | undefined;
  /** The database clock when the statement ran. */
  now: Date;
}

type Row = Partial<Participation> & { ord: number; server_time: Date; created: boolean };

/**
 * Starts attempts, one statement for a batch (the burst when an exam opens): for each request, checks the
 * window on the database clock that sets the times and that the caller may take the exam, and inserts
 * with ends_at = min(now + time_limit + special time, end_date) — nothing when an attempt exists.
 */
export async function startAttempts(db: Kysely<Database>, requests: StartRequest[]): Promise<StartOutcome[]> {
  const input = JSON.stringify(
    requests.map((r, ord) => ({ ord, user_id: r.userId, exam_id: r.examId, special: r.specialMinutes })),
  );
  const { rows } = await sql<Row>`
    with req as (
      select * from json_to_recordset(${input}::json)
        as req(ord integer, user_id bigint, exam_id bigint, special double precision)
    ), started as (
      insert into participations (user_id, exam_id, started_at, ends_at)
      select req.user_id, e.id, now(),
             least(now() + (e.time_limit + req.special) * interval '1 minute', e.end_date)
        from req
        -- Per request (a lateral subquery): the eligibility checks stay index lookups for its user.
        cross join lateral (
          select e.id, e.time_limit, e.end_date from exams e
           where e.id = req.exam_id
             and (e.start_date is null or e.start_date <= now())
             and (e.end_date is null or e.end_date > now())
             and ${rankedCondition(sql`e.edition_id`, sql`e.phase`, sql`req.user_id`)}
           limit 1) e
       order by req.user_id
      on conflict (user_id, exam_id) do nothing
      returning *
    )
    select req.ord, now() as server_time, started.id is not null as created, started.*
      from req
      left join started on started.user_id = req.user_id and started.exam_id = req.exam_id
     order by req.ord`.execute(db);
  const byOrd = new Map(rows.map((r) => [Number(r.ord), r]));
  return requests.map((_, ord) => {
    const row = byOrd.get(ord);
    if (!row) throw new Error(`start batch lost request ${ord}`);
    const { ord: _ord, server_time, created, ...participation } = row;
    return { created: created ? (participation as Participation) : undefined, now: new Date(server_time) };
  });
}

/** The starts of one database: each joins the next batch (see Batcher); one request per user and exam in a batch. */
export const attemptStarter = (db: Kysely<Database>) =>
  batchedStatement(
    db,
    (all: StartRequest[]) => startAttempts(db, all),
    (r) => `${r.userId}:${r.examId}`,
  );
