import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobHandler } from '../../jobs/worker.js';
import { RESULT_JOB_KINDS, type ResultJobKind } from '../../shared-rules.js';
import { lockExam } from '../questions/question-write.js';
import { rescoreParticipations } from '../questions/rescore-job.js';
import { isFilePhase } from './phase.js';
import { classifyExam, rankExam } from './ratings-sql.js';

export const [ANSWER_KEY_JOB, CLASSIFICATION_JOB, RANKING_JOB] = RESULT_JOB_KINDS;

/** The idempotency key of an exam's result jobs: one queued or running job per kind and exam. */
export const resultJobKey = (examId: number) => `exam:${examId}`;

/** The exam id of a result job's key (null: not a result job's key). */
export function examIdOfKey(key: string): number | null {
  const match = /^exam:(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

const loadJobExam = (db: Kysely<Database>, examId: number) =>
  db.selectFrom('exams').selectAll().where('id', '=', examId).executeTakeFirst();

/** Sets one of the exam's instants to the database's now, under the exam's row lock. */
async function stamp(
  db: Kysely<Database>,
  examId: number,
  column: 'result_available_at' | 'classification_available_at' | 'ranking_computed_at',
  work: (trx: Kysely<Database>) => Promise<void> = async () => {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockExam(trx, examId);
    await work(trx);
    await sql`update exams set ${sql.ref(column)} = now(), updated_at = now() where id = ${examId}`.execute(
      trx,
    );
  });
}

/**
 * `results.answer_key` (spec 2 §7 PUT generate-results): every finished participation is scored again
 * with the one rule (computeScore, as the rescore does), with progress; then result_available_at = now
 * (participants see their answer key and score from then on). Idempotent.
 */
export const answerKeyJob: JobHandler = async (job, ctx) => {
  const examId = Number(job.payload.examId);
  if (!(await loadJobExam(ctx.db, examId))) return { examId, skipped: 'the exam no longer exists' };
  const { rescored, changed } = await rescoreParticipations(ctx.db, examId, {
    progress: (done, total) => ctx.progress(done, total),
  });
  await stamp(ctx.db, examId, 'result_available_at');
  return { examId, rescored, changed };
};

/**
 * `results.classification` (PUT classifieds-participation): an online exam's scores first (as the
 * answer key does; presential exams keep their imported scores, file phases their staff's), then one
 * rating per participation (classifyExam), then classification_available_at = now. Idempotent.
 */
export const classificationJob: JobHandler = async (job, ctx) => {
  const examId = Number(job.payload.examId);
  const exam = await loadJobExam(ctx.db, examId);
  if (!exam) return { examId, skipped: 'the exam no longer exists' };
  let rescored = 0;
  if (exam.kind === 'online' && !(await isFilePhase(ctx.db, exam)))
    ({ rescored } = await rescoreParticipations(ctx.db, examId, {
      progress: (done, total) => ctx.progress(done, total + 1),
    }));
  let counts = { updated: 0, inserted: 0, removed: 0 };
  await stamp(ctx.db, examId, 'classification_available_at', async (trx) => {
    counts = await classifyExam(trx, examId);
  });
  await ctx.progress(rescored + 1, rescored + 1);
  return { examId, rescored, ...counts };
};

/**
 * `results.ranking` (PUT positions-participation): the provisional ranking (rankExam: positions in the
 * category, school and state, with the edition's tie-break), then ranking_computed_at = now.
 * Participants see it only once ranking_available_at is published. Idempotent.
 */
export const rankingJob: JobHandler = async (job, ctx) => {
  const examId = Number(job.payload.examId);
  if (!(await loadJobExam(ctx.db, examId))) return { examId, skipped: 'the exam no longer exists' };
  await ctx.progress(0, 1);
  let changed = 0;
  await stamp(ctx.db, examId, 'ranking_computed_at', async (trx) => {
    changed = await rankExam(trx, examId);
  });
  await ctx.progress(1, 1);
  return { examId, changed };
};

/** The handlers to register in the API's worker. */
export const resultJobHandlers: Record<ResultJobKind, JobHandler> = {
  'results.answer_key': answerKeyJob,
  'results.classification': classificationJob,
  'results.ranking': rankingJob,
};
