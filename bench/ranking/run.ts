// `pnpm bench ranking`: the classification and the ranking of an exam (issue 15). On a fresh database per
// engine (PGlite in a temporary folder; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is
// set): an expired exam with N finished participations (default 1,000,000) over 3 categories, each
// participant subscribed with a school (300) and a state (27), scores with many ties, seeded with
// set-based inserts. Then the statements the result jobs run, timed one by one: classifyExam (one rating
// per participation with its positions per category, school and state, built into the exam's own
// partition of ratings and attached) and rankExam (the ranking job's statement, which finds every group of
// ratings right and writes none). Both run again (nothing to write), and the ranking alone once from
// scratch (every position wiped first). Baseline, in the same run on the same rows: a bare
// `SELECT count(*)` of the exam's participations. Target (issue 15): the first classify + rank of
// 1,000,000 participations under 5 s on PostgreSQL.
import { sql, type Kysely } from 'kysely';
import type { DbHandle } from '../../api/src/db/connect.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';
import type { Database } from '../../api/src/db/schema.ts';
import { classifyExam, rankExam } from '../../api/src/features/results-generation/ratings-sql.ts';
import { fixed, log, markdownTable, onEachEngine, seconds } from '../databases.ts';

const USAGE = `pnpm bench ranking [--participations N] [--quick] [--postgres-only]

  --participations N   finished participations to classify and rank (default 1000000)   BENCH_PARTICIPATIONS
  --quick              100000 participations                                           BENCH_QUICK=1
  --postgres-only      skip PGlite
  PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server that may CREATE DATABASE.`;

function options(argv: string[]) {
  let n =
    Number(process.env.BENCH_PARTICIPATIONS || 0) || (process.env.BENCH_QUICK === '1' ? 100_000 : 1_000_000);
  let pglite = true;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--help' || argv[i] === '-h') return 'help' as const;
    else if (argv[i] === '--quick') n = 100_000;
    else if (argv[i] === '--participations') n = Number(argv[++i]);
    else if (argv[i] === '--postgres-only') pglite = false;
    else throw new Error(`unknown option ${argv[i]}\n${USAGE}`);
  }
  if (!Number.isInteger(n) || n < 1) throw new Error(`--participations must be a positive integer\n${USAGE}`);
  return { n, pglite };
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const value = await work();
  return [seconds(t), value];
}

/** An expired exam of a new edition with n finished participations, subscribed with a school and a state. */
async function seed(db: Kysely<Database>, n: number): Promise<number> {
  await sql`insert into projects (id, name, slug) values (36, 'Olimpíada', 'olimpiada') on conflict do nothing`.execute(
    db,
  );
  const edition = await db
    .insertInto('editions')
    .values({
      project_id: 36,
      description: 'Ranking de Benchmark',
      year: 2026,
      time_zone: 'America/Sao_Paulo',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const country = await db
    .insertInto('countries')
    .values({ name: 'Brasil', locale: 'pt-BR', address_country_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into states (id, name, uf, country_id, search_name)
            select 900 + s, 'Estado ' || s, 'E' || s, ${country.id}, 'estado ' || s
              from generate_series(1, 27) s`.execute(db);
  await sql`insert into school_units (inep_code, name, search_name, state_id, administration_type)
            select 'B' || s, 'Escola ' || s, 'escola ' || s, 900 + 1 + s % 27, 'state'
              from generate_series(1, 300) s`.execute(db);
  const { rows: schools } = await sql<{ lo: number }>`select min(id)::int as lo from school_units`.execute(
    db,
  );
  const firstSchool = schools[0]!.lo;
  const now = Date.now();
  const exam = await db
    .insertInto('exams')
    .values({
      edition_id: edition.id,
      phase: 1,
      kind: 'online',
      start_date: new Date(now - 3 * 86_400_000),
      end_date: new Date(now - 2 * 86_400_000),
      minimal_score: 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Users i = 1…n (ids in order), then their inscriptions and participations, each one statement.
  await sql`insert into users (name, email, provider)
            select 'Participante ' || i, 'p' || i || '@ranking.bench', 'local'
              from generate_series(1, ${n}::int) i`.execute(db);
  const { rows: first } = await sql<{ lo: number }>`select min(id)::int as lo from users`.execute(db);
  const base = first[0]!.lo - 1;
  await sql`insert into inscriptions (edition_id, user_id, category, registrable_type, school_unit_id, address_state_id)
            select ${edition.id}::bigint, u.id,
                   (array['regular', 'opened', 'special'])[1 + (u.id - ${base}) % 3],
                   'Core::Student', ${firstSchool}::bigint + (u.id - ${base}) % 300, 900 + 1 + (u.id - ${base}) % 27
              from users u where u.id > ${base}`.execute(db);
  const ends = new Date(now - 2 * 86_400_000).toISOString();
  // Scores 0…40 in steps of 0.5 (81 values: many ties), a pseudo-random spread.
  await sql`insert into participations (user_id, exam_id, started_at, ends_at, finished_at, score)
            select u.id, ${exam.id}::bigint,
                   ${ends}::timestamptz - interval '2 hours' + ((u.id * 7919) % 3600) * interval '1 second',
                   ${ends}::timestamptz, ${ends}::timestamptz, ((u.id * 2654435761) % 81) * 0.5
              from users u where u.id > ${base}`.execute(db);
  await sql`analyze`.execute(db);
  return exam.id;
}

interface Row {
  engine: string;
  n: number;
  count: number;
  classify: number;
  rank: number;
  again: number;
  rerank: number;
}

async function benchEngine(engine: string, handle: DbHandle, n: number): Promise<Row> {
  const db = handle.db;
  await migrateToLatest(db);
  log(`${engine}: seeding ${n.toLocaleString('en-US')} participations (set-based)`);
  const [seedS, examId] = await timed(() => seed(db, n));
  log(`${engine}: seeded in ${seedS.toFixed(1)} s; counting, classifying, ranking`);
  const count = async () =>
    sql<{ n: number }>`select count(*)::int as n from participations where exam_id = ${examId}`.execute(db);
  await count(); // warm-up
  let countS = Infinity;
  for (let k = 0; k < 3; k++) countS = Math.min(countS, (await timed(count))[0]);
  if (process.env.BENCH_SEED_ONLY === '1') throw new Error(`seeded exam ${examId}`);
  const [classifyS, classified] = await timed(() => classifyExam(db, examId));
  if (classified.inserted !== n) throw new Error(`classified ${classified.inserted} of ${n}`);
  // The ranking job's statement: the classification placed everyone already, so it verifies and writes none.
  const [rankS, ranked] = await timed(() => rankExam(db, examId));
  if (ranked !== 0) throw new Error(`the ranking rewrote ${ranked} ratings the classification placed`);
  // The ranking alone, from scratch: every position wiped, then one rankExam writing all of them.
  await sql`update ratings set category_position = null, school_position = null, state_position = null
             where exam_id = ${examId}`.execute(db);
  await sql`vacuum analyze ratings`.execute(db);
  const [rerankS, reranked] = await timed(() => rankExam(db, examId));
  if (reranked !== n) throw new Error(`ranked ${reranked} of ${n}`);
  // Nothing changed: the second run reads everything and writes nothing.
  const [againS, unchanged] = await timed(async () => {
    const c = await classifyExam(db, examId);
    return c.updated + c.inserted + c.removed + (await rankExam(db, examId));
  });
  if (unchanged !== 0) throw new Error(`the second run rewrote ${unchanged} ratings`);
  // A spot check of the positions: competition ranking within each category.
  const { rows } = await sql<{ wrong: number }>`
    select count(*)::int as wrong from (
      select category_position, rank() over (partition by category order by score desc) as expected
        from ratings where exam_id = ${examId}) s
     where category_position <> expected`.execute(db);
  if (rows[0]!.wrong) throw new Error(`${rows[0]!.wrong} positions differ from rank()`);
  const row = { engine, n, count: countS, classify: classifyS, rank: rankS, again: againS, rerank: rerankS };
  log(`${engine}: ${table([row]).split('\n')[2]}`);
  return row;
}

function table(rows: Row[]): string {
  const header = [
    'engine',
    'participations',
    'count(*) s',
    'classify s',
    'rank s',
    'classify + rank s',
    'ratio to count(*)',
    'second run s (nothing to write)',
    'rank from scratch s (every row written)',
  ];
  const cells = rows.map((r) => [
    r.engine,
    r.n.toLocaleString('en-US'),
    fixed(r.count, 3),
    fixed(r.classify, 2),
    fixed(r.rank, 2),
    fixed(r.classify + r.rank, 2),
    `${fixed((r.classify + r.rank) / r.count)}×`,
    fixed(r.again, 2),
    fixed(r.rerank, 2),
  ]);
  return markdownTable(header, cells);
}

async function main() {
  const opts = options(process.argv.slice(2));
  if (opts === 'help') return console.log(USAGE);
  const rows = await onEachEngine(
    'ranking',
    { pglite: opts.pglite, keep: process.env.BENCH_KEEP === '1' },
    (engine, db) => benchEngine(engine, db, opts.n),
  );
  console.log(`\n${table(rows)}\n`);
  console.log(
    'classify: classifyExam (the first time, the exam’s ratings built into a partition of their own and attached; then updated in place); rank: rankExam (the positions per category, school and state, as rank() gives them, written only for the groups of ratings that do not hold them); the same statements the result jobs run. ratio = (classify + rank) ÷ a bare count(*) of the same participations.',
  );
  const postgres = rows.find((r) => r.engine === 'PostgreSQL');
  if (postgres && postgres.n >= 1_000_000 && postgres.classify + postgres.rank >= 5)
    console.log('\x1b[33mPostgreSQL: classify + rank took 5 s or more (target < 5 s)\x1b[0m');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
