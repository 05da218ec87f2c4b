import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { GRACE_SECONDS } from '../exams/timing.js';

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

/**
 * One statement on the database clock: locks the participation for share (so finishing waits for it,
 * and it sees a finish that committed first), checks the time rules and upserts the answer, overwriting
 * only a lower sequence. Concurrent saves of one question serialize on the row: an older sequence never wins.
 */
export async function saveAnswer(db: Kysely<Database>, a: SaveAnswerArgs): Promise<SaveOutcome> {
  const answeredAt = a.answeredAt ? a.answeredAt.toISOString() : null;
  const { rows } = await sql<SaveRow>`
    with p as (
      select id, ends_at, finished_at, now() as server_time,
             (now() <= ends_at + make_interval(secs => ${GRACE_SECONDS}::integer)
              and (now() <= ends_at or ${answeredAt}::timestamptz <= ends_at)) as in_time
        from participations
       where id = ${a.participationId}::bigint and user_id = ${a.userId}::bigint
         and exam_id = ${a.examId}::bigint
       for share
    ), saved as (
      insert into answers (participation_id, question_id, user_answer, sequence, answered_at, saved_at)
      select p.id, ${a.questionId}::bigint, ${a.userAnswer}::text, ${a.sequence}::bigint,
             coalesce(${answeredAt}::timestamptz, now()), now()
        from p
       where p.in_time and p.finished_at is null
      on conflict (participation_id, question_id) do update
         set user_answer = excluded.user_answer,
             sequence = excluded.sequence,
             answered_at = excluded.answered_at,
             saved_at = excluded.saved_at
       where answers.sequence < excluded.sequence
      returning user_answer, sequence, saved_at
    )
    select p.ends_at, p.finished_at, p.server_time, p.in_time, s.sequence is not null as written,
           s.user_answer as saved_answer, s.sequence as saved_sequence, s.saved_at
      from p left join saved s on true`.execute(db);
  const row = rows[0];
  if (!row)
    return {
      missing: true,
      endsAt: new Date(0),
      finishedAt: null,
      now: new Date(),
      inTime: false,
      written: false,
      stored: null,
    };
  const written = row.written === true;
  // A stale save (a higher sequence is stored, possibly by a concurrent save) reports what is stored.
  const stored = written
    ? {
        user_answer: row.saved_answer,
        sequence: Number(row.saved_sequence),
        saved_at: row.saved_at ? new Date(row.saved_at) : null,
      }
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
    stored: stored && { ...stored, sequence: Number(stored.sequence) },
  };
}

export interface TimerOutcome {
  missing: boolean;
  endsAt: Date;
  finishedAt: Date | null;
  now: Date;
  inTime: boolean;
  /** The stored timer after the save (the larger of the two), when written. */
  timer: number | null;
}

/** Saves the seconds spent on a question, keeping the larger value; allowed until the end plus the grace window. */
export async function saveTimer(
  db: Kysely<Database>,
  a: { participationId: number; userId: number; questionId: number; seconds: number },
): Promise<TimerOutcome> {
  const { rows } = await sql<Omit<Row, 'written'> & { timer: number | null }>`
    with p as (
      select id, ends_at, finished_at, now() as server_time,
             now() <= ends_at + make_interval(secs => ${GRACE_SECONDS}::integer) as in_time
        from participations
       where id = ${a.participationId}::bigint and user_id = ${a.userId}::bigint
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
    select p.ends_at, p.finished_at, p.server_time, p.in_time,
           (select user_answer_timer from saved) as timer
      from p`.execute(db);
  const row = rows[0];
  if (!row)
    return {
      missing: true,
      endsAt: new Date(0),
      finishedAt: null,
      now: new Date(),
      inTime: false,
      timer: null,
    };
  return {
    missing: false,
    endsAt: new Date(row.ends_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    now: new Date(row.server_time),
    inTime: row.in_time === true,
    timer: row.timer === null ? null : Number(row.timer),
  };
}
