// `pnpm bench rescore`: the rescore after a question is cancelled (issue 14). On a fresh database per
// engine (PGlite in a temporary folder; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is
// set): an expired exam with a classification and a ranking, three questions and N finished
// participations with their answers and ratings (set-based inserts). One question is cancelled through
// the API's own code (changeQuestionStatus: the question, the audit entries, the job queued) and the
// rescore job runs through the API's queue and worker: every score recomputed with computeScore in
// batches, then the ratings. Baseline, measured in the same run on the same database: the same rescore
// written as one set-based SQL UPDATE (the credit_all rule in SQL) followed by the same ratings
// statements. The ratio is the job's rate ÷ the baseline's rate (1.00: the job is as fast as pure SQL).
import { sql, type Kysely } from 'kysely';
import type { DbHandle } from '../../api/src/db/connect.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';
import type { Database } from '../../api/src/db/schema.ts';
import { findJob } from '../../api/src/jobs/queue.ts';
import { startJobWorker } from '../../api/src/jobs/worker.ts';
import { changeQuestionStatus } from '../../api/src/features/questions/status.ts';
import { rescoreJob } from '../../api/src/features/questions/rescore-job.ts';
import { recomputeExamRatings } from '../../api/src/features/questions/ratings-recompute.ts';
import { RESCORE_JOB_KIND } from '../../shared-contracts/src/wire/exam-admin-wire.ts';
import { seedRescoreExam } from '../../api/test/helpers/rescore-exam.ts';
import { fixed, log, markdownTable, onEachEngine, seconds } from '../databases.ts';

const silent = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child() {
    return silent;
  },
} as unknown as Parameters<typeof startJobWorker>[3];

const USAGE = `pnpm bench rescore [--participations N] [--quick]

  --participations N   finished participations to rescore (default 10000)   BENCH_PARTICIPATIONS
  --quick              1000 participations                                  BENCH_QUICK=1
  PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server that may CREATE DATABASE.`;

function options(argv: string[]) {
  let n = Number(process.env.BENCH_PARTICIPATIONS || 0) || (process.env.BENCH_QUICK === '1' ? 1000 : 10_000);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--help' || argv[i] === '-h') return 'help' as const;
    else if (argv[i] === '--quick') n = 1000;
    else if (argv[i] === '--participations') n = Number(argv[++i]);
    else throw new Error(`unknown option ${argv[i]}\n${USAGE}`);
  }
  if (!Number.isInteger(n) || n < 1) throw new Error(`--participations must be a positive integer\n${USAGE}`);
  return { n };
}

/** The baseline: every finished participation's score in one UPDATE (credit_all in SQL), then the ratings. */
async function sqlRescore(db: Kysely<Database>, examId: number) {
  await sql`
    update participations p set score = s.score, updated_at = now()
      from (select p2.id,
                   coalesce(sum(case
                     when q.status = 'cancelled' then q.weight
                     when q.kind = 'multiple_choice' and a.user_answer = q.resolution->'multiple_choice'->>0 then q.weight
                     when q.kind = 'open_ended' then coalesce(a.open_ended_score, 0)
                     else 0 end), 0) as score
              from participations p2
              cross join questions q
              left join answers a on a.participation_id = p2.id and a.question_id = q.id
             where p2.exam_id = ${examId} and q.exam_id = ${examId} and p2.finished_at is not null
             group by p2.id) s
     where p.id = s.id`.execute(db);
  await recomputeExamRatings(db, examId);
}

const scores = async (db: Kysely<Database>, examId: number) =>
  new Map(
    (
      await db
        .selectFrom('participations')
        .select(['id', 'score'])
        .where('exam_id', '=', examId)
        .where('finished_at', 'is not', null)
        .execute()
    ).map((r) => [Number(r.id), Number(r.score)]),
  );

interface Row {
  engine: string;
  n: number;
  job: number;
  baseline: number;
}

async function benchEngine(engine: string, db: DbHandle, n: number): Promise<Row> {
  await migrateToLatest(db.db);
  await sql`insert into projects (id, name, slug) values (36, 'Olimpíada', 'olimpiada') on conflict do nothing`.execute(
    db.db,
  );
  const edition = await db.db
    .insertInto('editions')
    .values({
      project_id: 36,
      description: 'Olimpíada de Benchmark',
      year: 2026,
      time_zone: 'America/Sao_Paulo',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  log(`${engine}: seeding ${n.toLocaleString('en-US')} finished participations (set-based)`);
  const seeded = await seedRescoreExam(db.db, edition.id, n, 'bench');
  const actor = (await db.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow()).id;
  const exam = await db.db
    .selectFrom('exams')
    .selectAll()
    .where('id', '=', seeded.examId)
    .executeTakeFirstOrThrow();

  // Baseline: the question cancelled directly, the rescore as one SQL statement (plus the ratings).
  await db.db.updateTable('questions').set({ status: 'cancelled' }).where('id', '=', seeded.q2).execute();
  await sqlRescore(db.db, exam.id); // warm-up
  let baseline = Infinity;
  for (let k = 0; k < 3; k++) {
    await sql`update participations set score = 0 where exam_id = ${exam.id}`.execute(db.db);
    const t = performance.now();
    await sqlRescore(db.db, exam.id);
    baseline = Math.min(baseline, seconds(t));
  }
  const expected = await scores(db.db, exam.id);
  await db.db.updateTable('questions').set({ status: 'active' }).where('id', '=', seeded.q2).execute();
  await sql`update participations set score = 0 where exam_id = ${exam.id}`.execute(db.db);

  // The API's path: the cancel (question, audit, job queued), then the job through the worker.
  log(`${engine}: cancelling a question and running the rescore job`);
  const worker = startJobWorker(
    db.db,
    { [RESCORE_JOB_KIND]: rescoreJob },
    { pollMs: 3_600_000, leaseMs: 120_000 },
    silent,
  );
  try {
    const t = performance.now();
    const { rescore } = await changeQuestionStatus(
      db.db,
      exam,
      seeded.q2,
      { status: 'cancelled', comment: '<p>Anulada.</p>' },
      actor,
    );
    await worker.drain();
    const job = seconds(t);
    const done = (await findJob(db.db, rescore!.id))!;
    if (done.status !== 'succeeded' || done.progress_done !== n)
      throw new Error(`rescore ${done.status} (${done.progress_done}/${n}): ${done.last_error ?? ''}`);
    const got = await scores(db.db, exam.id);
    const wrong = [...expected].filter(([id, s]) => got.get(id) !== s).length;
    if (wrong) throw new Error(`${wrong} scores differ from the SQL baseline's`);
    return { engine, n, job, baseline };
  } finally {
    await worker.stop();
  }
}

function table(rows: Row[]): string {
  const header = [
    'engine',
    'participations',
    'job s',
    'job /s',
    'baseline s (one SQL UPDATE)',
    'baseline /s',
    'ratio',
  ];
  const cells = rows.map((r) => [
    r.engine,
    r.n.toLocaleString('en-US'),
    fixed(r.job, 2),
    fixed(r.n / r.job),
    fixed(r.baseline, 2),
    fixed(r.n / r.baseline),
    (r.baseline / r.job).toFixed(2),
  ]);
  return markdownTable(header, cells);
}

async function main() {
  const opts = options(process.argv.slice(2));
  if (opts === 'help') return console.log(USAGE);
  const rows = await onEachEngine('rescore', { pglite: true }, (engine, db) =>
    benchEngine(engine, db, opts.n),
  );
  console.log(`\n${table(rows)}\n`);
  console.log(
    'job: the cancel (question, audit, job queued) and the job (computeScore in batches of 1,000, one UPDATE … FROM (VALUES …) each, then the ratings); ratio = baseline s ÷ job s.',
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
