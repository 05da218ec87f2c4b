import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres, type DbHandle } from '../src/db/connect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/demo.js';
import { PUBLIC_URL } from './helpers/app.js';
import { editionIdOf, examIdOf } from './helpers/demo-ids.js';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres.js';
import { newPerson } from './helpers/project-phase.js';
import type { AuthHeaders } from './helpers/sign-in.js';

const bin = postgresBinaries();
const skip = !process.env.TEST_DATABASE_URL
  ? 'needs TEST_DATABASE_URL (PostgreSQL)'
  : !bin
    ? 'needs the PostgreSQL server binaries (initdb, pg_ctl) in /usr/lib/postgresql/*/bin'
    : false;

const UNAVAILABLE_ES =
  'El servicio no tiene acceso a la base de datos en este momento. Inténtalo de nuevo en unos segundos.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PostgreSQL restarted in the middle of an exam (issue 33, item 15): while the database cannot be reached
 * the API answers 503 with Retry-After and a message in the caller's language, never 500; /api/ready says
 * not ready; once it is back the pool reconnects and the saves the client retried all land. The server is
 * one of the test's own (helpers/private-postgres.ts): the shared one serves the other test files.
 */
describe('a PostgreSQL restart in the middle of an exam', { skip, timeout: 300_000 }, () => {
  let server: PrivatePostgres | undefined;
  let handle: DbHandle | undefined;
  let app: FastifyInstance;
  const students: { headers: AuthHeaders; participation: string }[] = [];
  /** Exam 1's multiple-choice questions and their alternatives' ids. */
  let questions: { id: number; choices: string[] }[] = [];
  /** Every status the API answered in the current test. */
  const statuses: number[] = [];

  const send = async (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<LightMyRequestResponse> => {
    const res = await app.inject({
      method,
      url,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    statuses.push(res.statusCode);
    return res;
  };
  const save = (
    student: { headers: AuthHeaders; participation: string },
    question: { id: number; choices: string[] },
    choice: number,
    sequence: number,
    locale = 'pt-BR',
  ) =>
    send(
      'PUT',
      `/api/participations/${student.participation}/answers/${question.id}`,
      { ...student.headers, 'accept-language': locale },
      {
        data: {
          type: 'answers',
          attributes: {
            user_answer: question.choices[choice % question.choices.length],
            sequence,
            answered_at: new Date().toISOString(),
          },
        },
      },
    );
  const ready = () => send('GET', '/api/ready', {});
  beforeEach(() => {
    statuses.length = 0;
  });
  const noServerErrors = () =>
    assert.deepEqual(
      statuses.filter((s) => s >= 500 && s !== 503),
      [],
      'no answer other than 503 among the server errors',
    );
  const assertUnavailable = (res: LightMyRequestResponse) => {
    assert.equal(res.statusCode, 503, res.body);
    const retryAfter = Number(res.headers['retry-after']);
    assert.ok(Number.isInteger(retryAfter) && retryAfter > 0, `Retry-After: ${res.headers['retry-after']}`);
    assert.match(String(res.headers['content-type']), /^application\/vnd\.api\+json/);
    const [error] = res.json().errors;
    assert.equal(error.status, '503');
    assert.equal(error.title, 'Service Unavailable');
    assert.equal(error.code, 'database.error.unavailable');
    assert.equal(error.detail, UNAVAILABLE_ES);
  };
  const storedAnswers = async () =>
    (await handle!.db
      .selectFrom('answers')
      .select(['participation_id', 'question_id', 'user_answer', 'sequence'])
      .where(
        'participation_id',
        'in',
        students.map((s) => Number(s.participation)),
      )
      .execute()) as {
      participation_id: number;
      question_id: number;
      user_answer: string;
      sequence: number;
    }[];

  before(async () => {
    server = await startPrivatePostgres(bin!);
    handle = openPostgres(server.url);
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    const config = loadConfig({
      PUBLIC_URL,
      LOG_LEVEL: 'silent',
      STATIC_ROOT: '/nonexistent-static-root',
      SIGNIN_RATE_LIMIT: '1000',
      CEP_PROVIDER_URL: 'off',
    });
    app = await buildApp({ config, db: handle, logger: false });
    await app.ready();
    const db = handle.db;
    const obia = await editionIdOf(db, 'OBIA 2026');
    const exam = await examIdOf(db, obia, 1);
    questions = (
      await db
        .selectFrom('questions')
        .select(['id', 'alternatives'])
        .where('exam_id', '=', exam)
        .where('kind', '=', 'multiple_choice')
        .orderBy('position')
        .execute()
    ).map((r) => ({ id: r.id, choices: (r.alternatives ?? []).map((a) => String(a.id)) }));
    for (let i = 0; i < 4; i++) {
      const { headers } = await newPerson(db, { editions: [obia] });
      const started = await send('POST', '/api/participations', headers, {
        data: {
          type: 'participations',
          attributes: { answers: [] },
          relationships: { exam: { data: { type: 'exams', id: String(exam) } } },
        },
      });
      assert.equal(started.statusCode, 201, started.body);
      students.push({ headers, participation: String(started.json().data.id) });
    }
  });
  after(async () => {
    await app?.close();
    await handle?.close();
    server?.dispose();
  });

  it('saves answers while the database answers', async () => {
    for (const student of students) assert.equal((await save(student, questions[0]!, 0, 1)).statusCode, 200);
    assert.equal((await ready()).statusCode, 200);
  });

  it('while it is down: 503 with Retry-After and a message in the caller language, never 500; not ready', async () => {
    await server!.stop();
    const [first] = students;
    assertUnavailable(await save(first!, questions[0]!, 1, 2, 'es'));
    // A burst of saves shares batches: each one answers 503 too.
    const burst = await Promise.all(
      students.flatMap((student) => questions.map((q) => save(student, q, 2, 3, 'es'))),
    );
    burst.forEach(assertUnavailable);
    assertUnavailable(
      await send('GET', '/api/participations', { ...first!.headers, 'accept-language': 'es' }),
    );
    assertUnavailable(await send('GET', '/api/ready', { 'accept-language': 'es' }));
    noServerErrors();
  });

  it('back up: ready again, and the saves the client retries land', async () => {
    await server!.start();
    const deadline = Date.now() + 30_000;
    while ((await ready()).statusCode !== 200) {
      assert.ok(Date.now() < deadline, '/api/ready answers 200 within 30 s of the restart');
      await sleep(200);
    }
    for (const student of students) assert.equal((await save(student, questions[0]!, 1, 2)).statusCode, 200);
    const stored = await storedAnswers();
    assert.equal(stored.length, students.length);
    assert.ok(stored.every((a) => a.user_answer === questions[0]!.choices[1] && a.sequence === 2));
    noServerErrors();
  });

  it('pg_ctl restart -m fast with saves in flight: 200 or 503, never 500, and every retried save lands', async () => {
    let restarted = false;
    let failed = false;
    const deadline = Date.now() + 90_000;
    /** The last answer each (participation, question) was given, once saved. */
    const last = new Map<string, { answer: string; sequence: number }>();
    // Each student saves answer after answer, retrying a 503 as the exam screen does, until the restart
    // is over and a few more saves went through.
    const student = async (s: (typeof students)[number], index: number) => {
      let sequence = 10;
      let afterRestart = 0;
      while (afterRestart < 5 && !failed) {
        assert.ok(Date.now() < deadline, 'the saves went through within 90 s');
        sequence++;
        const question = questions[sequence % questions.length]!;
        const choice = sequence + index;
        const answer = question.choices[choice % question.choices.length]!;
        while (!failed) {
          const res = await save(s, question, choice, sequence);
          if (res.statusCode === 200) break;
          assert.equal(res.statusCode, 503, res.body);
          assert.ok(Number(res.headers['retry-after']) > 0);
          assert.ok(Date.now() < deadline, 'the retried save went through within 90 s');
          await sleep(100);
        }
        last.set(`${s.participation}:${question.id}`, { answer, sequence });
        if (restarted) afterRestart++;
        await sleep(5);
      }
    };
    const errors: unknown[] = [];
    const saving = students.map((s, i) =>
      student(s, i).catch((error: unknown) => {
        failed = true;
        errors.push(error);
      }),
    );
    try {
      await sleep(300);
      await server!.restart();
    } catch (error) {
      failed = true;
      await Promise.all(saving);
      throw error;
    }
    restarted = true;
    await Promise.all(saving);
    if (errors.length > 0) throw errors[0];
    noServerErrors();
    for (const row of await storedAnswers()) {
      const expected = last.get(`${row.participation_id}:${row.question_id}`);
      assert.deepEqual({ answer: row.user_answer, sequence: row.sequence }, expected);
    }
    assert.equal((await ready()).statusCode, 200);
  });
});
