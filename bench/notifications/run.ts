// `pnpm bench notifications`: an organiser tells every student of an edition that phase 2 opens tomorrow
// (issue 16). On a fresh database per engine (PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is
// set, then PGlite in a temporary folder), with N students inscribed (default 100,000) and a local SMTP
// server started by the bench:
// 1. resolve and queue: POST /api/notification (group students, e-mail) through the API, until the resolve
//    job has stored one outbox row per recipient. Baseline, same run, same database: the same rows written
//    by one plain INSERT … SELECT (then removed). Target: under 5 s on PostgreSQL.
// 2. delivery: the outbox's rate to the local SMTP server (mails/s over the first --deliver mails), against
//    a pooled nodemailer transport sending straight to the same server (no database).
// 3. responsiveness: the p99 of students' answer saves (PUT participations/{id}/answers/{q}, through the
//    whole Fastify pipeline with app.inject, 8 in flight) for --saves-seconds with no send, then while the
//    resolve and the delivery run. Ratio: p99 during ÷ p99 without.
import { sql, type Kysely } from 'kysely';
type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;
import type { DbHandle } from '../../api/src/db/connect.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';
import type { Database } from '../../api/src/db/schema.ts';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { sessionHeaders } from '../../api/test/helpers/requests.ts';
import { smtpSink } from '../../api/test/helpers/smtp-sink.ts';
import { blastMail } from '../../api/test/helpers/smtp-blast.ts';
import { fixed, log, markdownTable, onEachEngine, seconds } from '../databases.ts';

const USAGE = `pnpm bench notifications [--students N] [--deliver N] [--saves-seconds S] [--quick]

  --students N        students inscribed in the edition, all recipients (default 100000)  BENCH_STUDENTS
  --deliver N         mails whose delivery rate is measured (default 3000)
  --saves-seconds S   how long each p99 window of answer saves lasts (default 4)
  --quick             10000 students, 1000 mails, 2 s windows                            BENCH_QUICK=1
  --postgres-only     skip PGlite
  PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server that may CREATE DATABASE.`;

function options(argv: string[]) {
  const quick = process.env.BENCH_QUICK === '1' || argv.includes('--quick');
  const o = {
    students: Number(process.env.BENCH_STUDENTS || 0) || (quick ? 10_000 : 100_000),
    deliver: quick ? 1000 : 3000,
    savesSeconds: quick ? 2 : 4,
    pglite: !argv.includes('--postgres-only'),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') return 'help' as const;
    else if (a === '--quick' || a === '--postgres-only') continue;
    else if (a === '--students') o.students = Number(argv[++i]);
    else if (a === '--deliver') o.deliver = Number(argv[++i]);
    else if (a === '--saves-seconds') o.savesSeconds = Number(argv[++i]);
    else throw new Error(`unknown option ${a}\n${USAGE}`);
  }
  for (const [k, v] of Object.entries(o))
    if (typeof v === 'number' && !(v > 0)) throw new Error(`--${k} must be a positive number\n${USAGE}`);
  o.deliver = Math.min(o.deliver, o.students);
  return o;
}

const SAVERS = 40;
const IN_FLIGHT = 8;

/** The edition, its admin, N inscribed students, and SAVERS students inside a running exam. */
async function seed(db: Kysely<Database>, n: number) {
  await sql`insert into projects (id, name, slug) values (36, 'Olimpíada', 'olimpiada') on conflict do nothing`.execute(
    db,
  );
  const edition = await db
    .insertInto('editions')
    .values({
      project_id: 36,
      description: 'Olimpíada de Benchmark',
      year: 2026,
      time_zone: 'America/Sao_Paulo',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = await db
    .insertInto('users')
    .values({ name: 'Admin', email: 'admin@bench.dev', provider: 'local' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ user_id: admin.id, role: 'admin', edition_id: null }).execute();
  await sql`insert into users (name, email, provider)
            select 'Estudante ' || i, 'aluno' || i || '@bench.dev', 'local' from generate_series(1, ${n}::int) i`.execute(
    db,
  );
  await sql`insert into inscriptions (edition_id, user_id, category, registrable_type)
            select ${edition.id}::bigint, id, 'regular', 'Core::Student' from users where email like 'aluno%@bench.dev'`.execute(
    db,
  );
  // The students saving answers meanwhile: a running exam with one open question.
  const now = Date.now();
  const exam = await db
    .insertInto('exams')
    .values({
      edition_id: edition.id,
      phase: 1,
      kind: 'online',
      start_date: new Date(now - 3600_000),
      end_date: new Date(now + 6 * 3600_000),
      time_limit: 300,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const question = await db
    .insertInto('questions')
    .values({
      exam_id: exam.id,
      position: 1,
      statement: '<p>Explique.</p>',
      kind: 'open_ended',
      weight: 1,
      alternatives: '[]',
      resolution: JSON.stringify({ comment: null, multiple_choice: [] }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const savers = await sql<{ id: number; user_id: number }>`
    insert into participations (user_id, exam_id, started_at, ends_at)
    select id, ${exam.id}::bigint, now(), now() + interval '5 hours'
      from users where email like 'aluno%@bench.dev' order by id limit ${SAVERS}
    returning id, user_id`.execute(db);
  const saverSessions = [];
  for (const p of savers.rows)
    saverSessions.push({ participation: p.id, headers: await sessionHeaders(db, p.user_id) });
  return {
    editionId: edition.id,
    adminHeaders: await sessionHeaders(db, admin.id),
    questionId: question.id,
    savers: saverSessions,
  };
}

type Seeded = Awaited<ReturnType<typeof seed>>;

/** Answer saves, IN_FLIGHT at a time, for `ms`: their latencies (ms). Throws on any non-200. */
async function saveLatencies(app: FastifyInstance, s: Seeded, ms: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + ms;
  let sequence = 0;
  const worker = async (w: number) => {
    let k = w;
    while (performance.now() < until) {
      const saver = s.savers[k++ % s.savers.length]!;
      sequence += 1;
      const t = performance.now();
      const res = await app.inject({
        method: 'PUT',
        url: `/api/participations/${saver.participation}/answers/${s.questionId}`,
        headers: { ...saver.headers, 'content-type': 'application/vnd.api+json' },
        payload: {
          data: { type: 'answers', attributes: { user_answer: `<p>Resposta ${sequence}</p>`, sequence } },
        },
      });
      latencies.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`answer save ${res.statusCode}: ${res.body.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, (_, w) => worker(w)));
  return latencies;
}

const p99 = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
};

const waitUntil = async (check: () => Promise<boolean>, ms: number, what: string) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

interface Row {
  engine: string;
  students: number;
  resolve: number;
  baseline: number;
  delivered: number;
  deliverRate: number;
  blastRate: number;
  p99Without: number;
  p99During: number;
  saves: [number, number];
}

async function benchEngine(engine: string, db: DbHandle, o: Exclude<ReturnType<typeof options>, 'help'>) {
  await migrateToLatest(db.db);
  log(`${engine}: seeding ${o.students.toLocaleString('en-US')} inscribed students`);
  const s = await seed(db.db, o.students);

  // Baseline: the same recipients written by one plain INSERT … SELECT, then removed.
  let baseline = Infinity;
  for (let k = 0; k < 2; k++) {
    const t = performance.now();
    await sql`insert into mail_outbox (to_address, subject, body_text)
              select lower(u.email), 'Fase 2', 'A fase 2 abre amanhã.'
                from inscriptions i join users u on u.id = i.user_id
               where i.edition_id = ${s.editionId} and u.email is not null`.execute(db.db);
    baseline = Math.min(baseline, seconds(t));
    await sql`delete from mail_outbox`.execute(db.db);
  }

  const sink = await smtpSink();
  log(`${engine}: the SMTP server's baseline (pooled nodemailer, no database), ${o.deliver} mails`);
  const blastRate = o.deliver / (await blastMail(sink.url, o.deliver));
  sink.received.length = 0;

  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'silent',
    STATIC_ROOT: '/nonexistent-static-root',
    SMTP_URL: sink.url,
    MAIL_POLL_MS: '100',
    JOBS_POLL_MS: '20',
  });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    log(`${engine}: answer saves with no send (${o.savesSeconds} s)`);
    await saveLatencies(app, s, 500); // warm-up
    const without = await saveLatencies(app, s, o.savesSeconds * 1000);

    log(`${engine}: POST notification to ${o.students.toLocaleString('en-US')} students, saves meanwhile`);
    const during = saveLatencies(app, s, o.savesSeconds * 1000);
    const t = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/notification',
      headers: {
        ...s.adminHeaders,
        'content-type': 'application/json',
        'idempotency-key': `bench-${engine}`,
      },
      payload: {
        destination: 'email',
        edition: { id: s.editionId },
        group: 'students',
        subject: 'A fase 2 abre amanhã',
        message: '<p>A fase 2 da olimpíada abre amanhã às 9h.</p>',
      },
    });
    if (res.statusCode !== 202)
      throw new Error(`POST notification ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const id = Number(res.json().data.id);
    await waitUntil(
      async () =>
        !!(
          await db.db
            .selectFrom('notifications')
            .select('resolved_at')
            .where('id', '=', id)
            .executeTakeFirst()
        )?.resolved_at,
      120_000,
      'the recipients',
    );
    const resolve = seconds(t);
    const stored = await db.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('notification_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(stored.n) !== o.students)
      throw new Error(`${stored.n} outbox rows for ${o.students} students`);

    log(`${engine}: delivering the first ${o.deliver.toLocaleString('en-US')} mails`);
    const d = performance.now();
    const startCount = sink.received.length;
    await waitUntil(async () => sink.received.length - startCount >= o.deliver, 600_000, 'the deliveries');
    const deliverRate = (sink.received.length - startCount) / seconds(d);
    const duringLatencies = await during;
    return {
      engine,
      students: o.students,
      resolve,
      baseline,
      delivered: sink.received.length,
      deliverRate,
      blastRate,
      p99Without: p99(without),
      p99During: p99(duringLatencies),
      saves: [without.length, duringLatencies.length],
    } satisfies Row;
  } finally {
    await app.close();
    await sink.close();
  }
}

function table(rows: Row[]): string {
  const header = [
    'engine',
    'recipients',
    'resolve + queue s',
    'baseline s (one INSERT … SELECT)',
    'ratio',
    'delivery mails/s',
    'SMTP baseline mails/s',
    'ratio',
    'save p99 ms, no send',
    'save p99 ms, during',
    'ratio',
  ];
  const cells = rows.map((r) => [
    r.engine,
    r.students.toLocaleString('en-US'),
    fixed(r.resolve, 2),
    fixed(r.baseline, 2),
    (r.resolve / r.baseline).toFixed(2),
    fixed(r.deliverRate),
    fixed(r.blastRate),
    (r.deliverRate / r.blastRate).toFixed(2),
    `${fixed(r.p99Without, 1)} (${r.saves[0]} saves)`,
    `${fixed(r.p99During, 1)} (${r.saves[1]} saves)`,
    (r.p99During / r.p99Without).toFixed(2),
  ]);
  return markdownTable(header, cells);
}

async function main() {
  const o = options(process.argv.slice(2));
  if (o === 'help') return console.log(USAGE);
  const rows = await onEachEngine('notifications', { pglite: o.pglite }, (engine, db) =>
    benchEngine(engine, db, o),
  );
  console.log(`\n${table(rows)}\n`);
  console.log(
    'resolve + queue: from POST notification to the recipients stored (the job through the API worker); ratio = resolve ÷ baseline. delivery ratio = outbox rate ÷ direct rate. Target: resolve + queue < 5 s for 100,000 on PostgreSQL.',
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
