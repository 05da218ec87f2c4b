import { sql, type Kysely } from 'kysely';
import { batchedStatement } from '../../db/batcher.js';
import type { Database } from '../../db/schema.js';
import { GRACE_SECONDS } from '../exams/timing.js';
import type { Participation } from './resource.js';

export interface SaveAnswerArgs {
  participationId: number;
  userId: number;
  /** The question's exam: the participation must be an attempt at it. */
  examId: number;
  questionId: number;
  userAnswer: string | null;
  sequence: number;
  answeredAt: Date | null;
}

export interface SaveOutcome {
  /** The participation disappeared (or is not this user's). */
  missing: boolean;
  endsAt: Date;
  finishedAt: Date | null;
  /** The database clock when the statement ran. */
  now: Date;
  /** Whether the time rules let the save in (before the end, or in the grace window for a change made before it). */
  inTime: boolean;
  /** Whether this save was written (false: refused, or its sequence was not above the stored one). */
  written: boolean;
  /** The answer stored after the statement (this save's when written, else the one already there). */
  stored: { user_answer: string | null; sequence: number; saved_at: Date | null } | null;
}

interface Row {
  ends_at: Date;
  finished_at: Date | null;
  server_time: Date;
  in_time: boolean | null;
  written: boolean;
}

interface SaveRow extends Row {
  saved_answer: string | null;
  saved_sequence: number | string | null;
  saved_at: Date | null;
}

interface BatchRow extends SaveRow {
  ord: number | string;
  found: boolean;
}

/**
 * One statement on the database clock for a batch of saves: locks each participation for share (so
 * finishing waits for it, and it sees a finish that committed first), checks the time rules and upserts
 * the answers, overwriting only a lower sequence. Concurrent saves of one question serialize on the row:
 * an older sequence never wins. The items travel as one JSON parameter, so the statement is the same text
 * whatever the batch size; a batch never holds two saves of one (participation, question).
 */
export async function saveAnswers(db: Kysely<Database>, items: SaveAnswerArgs[]): Promise<SaveOutcome[]> {
  // In (participation, question) order, so that batches running at once lock rows in one order.
  const input = JSON.stringify(
    items
      .map((a, ord) => ({
        ord,
        participation_id: a.participationId,
        user_id: a.userId,
        exam_id: a.examId,
        question_id: a.questionId,
        user_answer: a.userAnswer,
        sequence: a.sequence,
        answered_at: a.answeredAt ? a.answeredAt.toISOString() : null,
      }))
      .sort((x, y) => x.participation_id - y.participation_id || x.question_id - y.question_id),
  );
  // Each participation is looked up by its key (a lateral subquery per item): joined as a set, the
  // planner would scan the whole table for a batch it cannot size.
  const { rows } = await sql<BatchRow>`
    with i as (
      select * from json_to_recordset(${input}::json) as i(
        ord integer, participation_id bigint, user_id bigint, exam_id bigint, question_id bigint,
        user_answer text, sequence bigint, answered_at timestamptz)
    ), p as (
      select i.ord, i.question_id, i.user_answer, i.sequence, i.answered_at,
             pa.id, pa.ends_at, pa.finished_at,
             (now() <= pa.ends_at + make_interval(secs => ${GRACE_SECONDS}::integer)
              and (now() <= pa.ends_at or i.answered_at <= pa.ends_at)) as in_time
        from i
        cross join lateral (
          select id, ends_at, finished_at from participations
           where id = i.participation_id and user_id = i.user_id and exam_id = i.exam_id
           limit 1
             for share) pa
    ), saved as (
      insert into answers (participation_id, question_id, user_answer, sequence, answered_at, saved_at)
      select p.id, p.question_id, p.user_answer, p.sequence, coalesce(p.answered_at, now()), now()
        from p
       where p.in_time and p.finished_at is null
       order by p.id, p.question_id
      on conflict (participation_id, question_id) do update
         set user_answer = excluded.user_answer,
             sequence = excluded.sequence,
             answered_at = excluded.answered_at,
             saved_at = excluded.saved_at
       where answers.sequence < excluded.sequence
      returning participation_id, question_id, user_answer, sequence, saved_at
    )
    select i.ord, p.id is not null as found, p.ends_at, p.finished_at, now() as server_time, p.in_time,
           s.sequence is not null as written,
           s.user_answer as saved_answer, s.sequence as saved_sequence, s.saved_at
      from i
      left join p on p.ord = i.ord
      left join saved s on s.participation_id = p.id and s.question_id = p.question_id
     order by i.ord`.execute(db);
  const byOrd = new Map(rows.map((r) => [Number(r.ord), r]));
  return Promise.all(
    items.map((a, ord) => {
      const row = byOrd.get(ord);
      if (!row) throw new Error(`save batch lost item ${ord}`);
      return outcomeOf(db, a, row);
    }),
  );
}

async function outcomeOf(db: Kysely<Database>, a: SaveAnswerArgs, row: BatchRow): Promise<SaveOutcome> {
  if (!row.found)
    return {
      missing: true,
      endsAt: new Date(0),
      finishedAt: null,
      now: new Date(row.server_time),
      inTime: false,
      written: false,
      stored: null,
    };
  const written = row.written === true;
  // A stale save (a higher sequence is stored, possibly by a concurrent save) reports what is stored,
  // read after the statement: its snapshot may predate the answer that won.
  const stored = written
    ? { user_answer: row.saved_answer, sequence: row.saved_sequence, saved_at: row.saved_at }
    : row.in_time && !row.finished_at
      ? ((await db
          .selectFrom('answers')
          .select(['user_answer', 'sequence', 'saved_at'])
          .where('participation_id', '=', a.participationId)
          .where('question_id', '=', a.questionId)
          .executeTakeFirst()) ?? null)
      : null;
  return {
    missing: false,
    endsAt: new Date(row.ends_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    now: new Date(row.server_time),
    inTime: row.in_time === true,
    written,
    stored: stored && {
      user_answer: stored.user_answer,
      sequence: Number(stored.sequence),
      saved_at: stored.saved_at ? new Date(stored.saved_at) : null,
    },
  };
}

/** The answer saves of one database: each save joins the next batch (see Batcher). */
export const answerSaver = (db: Kysely<Database>) =>
  batchedStatement(
    db,
    (items: SaveAnswerArgs[]) => saveAnswers(db, items),
    (a) => `${a.participationId}:${a.questionId}`,
  );

export interface TimerOutcome {
  /** The participation as the statement found it; undefined when it is not the caller's attempt at the exam. */
  participation: Participation | undefined;
  endsAt: Date;
  finishedAt: Date | null;
  now: Date;
  inTime: boolean;
  /** The stored timer after the save (the larger of the two), when written. */
  timer: number | null;
}

/**
 * Saves the seconds spent on a question, keeping the larger value; allowed until the end plus the grace
 * window. One statement: the participation must be the caller's attempt at the question's exam.
 */
export async function saveTimer(
  db: Kysely<Database>,
  a: { participationId: number; userId: number; examId: number; questionId: number; seconds: number },
): Promise<TimerOutcome> {
  const { rows } = await sql<Participation & { server_time: Date; in_time: boolean; timer: number | null }>`
    with p as (
      select *, now() as server_time,
             now() <= ends_at + make_interval(secs => ${GRACE_SECONDS}::integer) as in_time
        from participations
       where id = ${a.participationId}::bigint and user_id = ${a.userId}::bigint
         and exam_id = ${a.examId}::bigint
       for share
    ), saved as (
      insert into answers (participation_id, question_id, user_answer_timer)
      select p.id, ${a.questionId}::bigint, ${a.seconds}::integer
        from p
       where p.in_time and p.finished_at is null
      on conflict (participation_id, question_id) do update
         set user_answer_timer = greatest(answers.user_answer_timer, excluded.user_answer_timer)
      returning user_answer_timer
    )
    select p.*, (select user_answer_timer from saved) as timer
      from p`.execute(db);
  const row = rows[0];
  if (!row)
    return {
      participation: undefined,
      endsAt: new Date(0),
      finishedAt: null,
      now: new Date(),
      inTime: false,
      timer: null,
    };
  const { server_time, in_time, timer, ...participation } = row;
  return {
    participation,
    endsAt: new Date(row.ends_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    now: new Date(server_time),
    inTime: in_time === true,
    timer: timer === null ? null : Number(timer),
  };
}
