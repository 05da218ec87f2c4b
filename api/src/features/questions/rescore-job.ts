import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { enqueueJob, type Job } from '../../jobs/queue.js';
import type { JobHandler } from '../../jobs/worker.js';
import { RESCORE_JOB_KIND } from '../../shared-rules.js';
import { computeScore, type ScoredAnswer } from '../exams/scoring.js';
import type { Exam } from '../exams/load.js';
import { examScoring } from '../participations/finish.js';
import { recomputeExamRatings } from './ratings-recompute.js';
import { lockExam } from './question-write.js';

/** Participations scored per batch: one read of their answers and one UPDATE … FROM (VALUES …). */
export const RESCORE_BATCH = 1000;

/** The finished participations of an exam: the ones with a score to recompute. */
export async function finishedParticipations(db: Kysely<Database>, examId: number): Promise<number> {
  const { n } = await db
    .selectFrom('participations')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('exam_id', '=', examId)
    .where('finished_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Queues the rescore of an exam after a change of how its questions score (cancelled, restored, a new
 * answer key), inside the change's own transaction, when the exam has finished participations; else
 * null. Each change gets its own job (its own key), so a change made while a rescore runs is never
 * folded into the running job that read the questions before it: the newer job supersedes the older
 * one (see rescoreJob).
 */
export async function enqueueRescore(
  trx: Transaction<Database>,
  exam: Exam,
  actorId: number,
): Promise<Job | null> {
  const total = await finishedParticipations(trx, exam.id);
  if (total === 0) return null;
  const key = `exam:${exam.id}:${Date.now()}:${Math.random().toString(36).slice(2, 10)}`;
  const { job } = await enqueueJob(
    trx,
    RESCORE_JOB_KIND,
    { examId: exam.id },
    { key, editionId: exam.edition_id, createdBy: actorId },
  );
  return trx
    .updateTable('jobs')
    .set({ progress_total: total })
    .where('id', '=', job.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether a newer rescore of the exam was queued: this job's reading of the questions is stale. */
async function superseded(db: Kysely<Database>, job: Job, examId: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    select id from jobs
     where kind = ${RESCORE_JOB_KIND} and id > ${job.id} and payload->>'examId' = ${String(examId)}
     limit 1`.execute(db);
  return rows.length > 0;
}

/** `(id, score)` rows of a VALUES list. */
const valuesList = (rows: { id: number; score: number }[]) =>
  sql.join(rows.map((r) => sql`(${r.id}::bigint, ${r.score}::numeric)`));

export interface RescoreOptions {
  /** Reports the participations scored so far (after each batch). */
  progress(done: number, total: number): Promise<unknown>;
  /**
   * Runs inside each batch's transaction before it writes (after the exam's row lock): true stops the
   * rescore without writing (a newer job will do the work).
   */
  stale?(trx: Transaction<Database>): Promise<boolean>;
}

/**
 * Scores every finished participation of the exam again with computeScore (the exam's questions and
 * cancelled-question policy as they are now), a batch at a time by id: its answers in one read, its
 * scores in one UPDATE … FROM (VALUES …) inside a transaction holding the exam's row lock (the lock the
 * question writes take); progress after each batch. Idempotent: the scores come from the answers, never
 * from the old scores. The one scoring pass of the rescore (issue 14) and of the results (issue 15).
 */
export async function rescoreParticipations(
  db: Kysely<Database>,
  examId: number,
  options: RescoreOptions,
): Promise<{ rescored: number; changed: number; stale: boolean }> {
  const { questions, policy } = await examScoring(db, examId);
  const total = await finishedParticipations(db, examId);
  await options.progress(0, total);
  let done = 0;
  let changed = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .selectFrom('participations')
      .select(['id'])
      .where('exam_id', '=', examId)
      .where('finished_at', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(RESCORE_BATCH)
      .execute();
    if (!batch.length) break;
    const ids = batch.map((p) => Number(p.id));
    after = ids[ids.length - 1]!;
    const answers = await db
      .selectFrom('answers')
      .select(['participation_id', 'question_id', 'user_answer', 'open_ended_score'])
      .where(sql<boolean>`participation_id = any(${`{${ids.join(',')}}`}::bigint[])`)
      .execute();
    const answersOf = new Map<number, ScoredAnswer[]>();
    for (const a of answers) {
      const list = answersOf.get(Number(a.participation_id));
      if (list) list.push(a);
      else answersOf.set(Number(a.participation_id), [a]);
    }
    const scores = ids.map((id) => ({ id, score: computeScore(questions, answersOf.get(id) ?? [], policy) }));
    const stale = await db.transaction().execute(async (trx) => {
      await lockExam(trx, examId);
      if (options.stale && (await options.stale(trx))) return true;
      const result = await sql`
        update participations p
           set score = v.score, updated_at = now()
          from (values ${valuesList(scores)}) as v(id, score)
         where p.id = v.id and p.score is distinct from v.score`.execute(trx);
      changed += Number(result.numAffectedRows ?? 0);
      return false;
    });
    if (stale) return { rescored: done, changed, stale: true };
    done += ids.length;
    await options.progress(done, Math.max(total, done));
  }
  return { rescored: done, changed, stale: false };
}

/**
 * The rescore (issue 14): every finished participation of the exam is scored again
 * (rescoreParticipations). Then, when the exam has a classification or a ranking, its ratings are
 * recomputed (recomputeExamRatings). Idempotent: a second run (a retry after a crash) writes the same
 * values.
 *
 * Each batch write, and the ratings, run in a transaction holding the exam's row lock and first check
 * that no newer rescore of the exam was queued: when one was (a change made while this job ran), this
 * job stops and the newer one, which reads the changed questions, does the work. So no stale score is
 * ever written after a change.
 */
export const rescoreJob: JobHandler = async (job, ctx) => {
  const examId = Number(job.payload.examId);
  const exam = await ctx.db.selectFrom('exams').selectAll().where('id', '=', examId).executeTakeFirst();
  if (!exam) return { examId, skipped: 'the exam no longer exists' };
  const {
    rescored: done,
    changed,
    stale,
  } = await rescoreParticipations(ctx.db, examId, {
    progress: (d, t) => ctx.progress(d, t),
    stale: (trx) => superseded(trx, job, examId),
  });
  if (stale) return { examId, superseded: true, rescored: done, changed };
  let ratings = 0;
  if (exam.classification_available_at || exam.ranking_available_at || exam.ranking_computed_at) {
    const superseding = await ctx.db.transaction().execute(async (trx) => {
      await lockExam(trx, examId);
      if (await superseded(trx, job, examId)) return true;
      ratings = await recomputeExamRatings(trx, examId);
      return false;
    });
    if (superseding) return { examId, superseded: true, rescored: done, changed };
  }
  return { examId, rescored: done, changed, ratings };
};
