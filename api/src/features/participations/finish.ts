import { sql, type Kysely, type Transaction } from 'kysely';
import { batchedStatement } from '../../db/batcher.js';
import type { Database } from '../../db/schema.js';
import type { CancelledQuestionPolicy } from '../../db/schema.js';
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

/** What scores an exam's participations: its questions and how a cancelled one scores. */
export interface ExamScoring {
  questions: ScoredQuestion[];
  policy: CancelledQuestionPolicy;
}

export async function examScoring(db: Db, examId: number): Promise<ExamScoring> {
  const [questions, exam] = await Promise.all([
    scoredQuestions(db, examId),
    db.selectFrom('exams').select('cancelled_question_policy').where('id', '=', examId).executeTakeFirst(),
  ]);
  return { questions, policy: exam?.cancelled_question_policy ?? 'credit_all' };
}

/** A PostgreSQL array literal of numbers (ids, scores): one parameter whose length the planner sees. */
const numberArray = (values: number[]) => `{${values.join(',')}}`;

/**
 * Scores participations (every saved answer) and closes them at min(now, ends_at); inside a transaction
 * holding their row locks. A few statements whatever their number: the questions of each exam, all the
 * answers, one update.
 */
async function closeAll(
  trx: Transaction<Database>,
  open: Participation[],
): Promise<Map<number, Participation>> {
  if (open.length === 0) return new Map();
  const scoring = new Map<number, ExamScoring>();
  for (const examId of new Set(open.map((p) => p.exam_id)))
    scoring.set(examId, await examScoring(trx, examId));
  const answers = await trx
    .selectFrom('answers')
    .select(['participation_id', 'question_id', 'user_answer', 'open_ended_score'])
    .where(
      'participation_id',
      'in',
      open.map((p) => p.id),
    )
    .execute();
  const answersOf = new Map<number, typeof answers>();
  for (const a of answers)
    answersOf.set(a.participation_id, [...(answersOf.get(a.participation_id) ?? []), a]);
  const scores = open.map((p) => {
    const exam = scoring.get(p.exam_id);
    return computeScore(exam?.questions ?? [], answersOf.get(p.id) ?? [], exam?.policy ?? 'credit_all');
  });
  const { rows } = await sql<Participation>`
    update participations pa
       set finished_at = least(now(), pa.ends_at), score = s.score, updated_at = now()
      from unnest(${numberArray(open.map((p) => p.id))}::bigint[],
                  ${numberArray(scores)}::double precision[]) as s(id, score)
     where pa.id = s.id
    returning pa.*`.execute(trx);
  return new Map(rows.map((p) => [p.id, p]));
}

export interface FinishRequest {
  participationId: number;
  userId: number;
  /** Only a participation in an exam of this project is the caller's to finish here. */
  projectId: number;
}

export interface FinishOutcome {
  /** The participation after finishing (unchanged when it was finished already); undefined: not the caller's. */
  participation: Participation | undefined;
  /** The database clock. */
  now: Date;
}

/**
 * Finishes participations, one transaction for a batch: idempotent (a finished one is returned as it
 * is). The rows are locked first, in id order, so a save in flight completes before the score is
 * computed, and a later save sees it finished.
 */
export async function finishParticipations(
  db: Kysely<Database>,
  requests: FinishRequest[],
): Promise<FinishOutcome[]> {
  const ids = [...new Set(requests.map((r) => r.participationId))];
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<Participation & { project_id: number; server_time: Date }>`
      select pa.*, d.project_id, now() as server_time
        from participations pa
        join exams e on e.id = pa.exam_id
        join editions d on d.id = e.edition_id and d.deleted_at is null
       where pa.id = any(${numberArray(ids)}::bigint[])
       order by pa.id
         for update of pa`.execute(trx);
    const now = rows[0] ? new Date(rows[0].server_time) : new Date();
    const found = new Map(rows.map(({ project_id, server_time: _, ...p }) => [p.id, { p, project_id }]));
    const owned = (r: FinishRequest) => {
      const hit = found.get(r.participationId);
      return hit && hit.p.user_id === r.userId && hit.project_id === r.projectId ? hit.p : undefined;
    };
    const open = [...new Set(requests.map(owned))].filter((p): p is Participation => !!p && !p.finished_at);
    const closed = await closeAll(trx, open);
    return requests.map((r) => {
      const p = owned(r);
      return { participation: p && (closed.get(p.id) ?? p), now };
    });
  });
}

/** The finishes of one database: each joins the next batch (see Batcher). */
export const finisher = (db: Kysely<Database>) =>
  batchedStatement(db, (requests: FinishRequest[]) => finishParticipations(db, requests));

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
    return (await closeAll(trx, rows)).size;
  });
}
