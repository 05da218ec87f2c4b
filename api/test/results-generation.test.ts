import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import * as v from 'valibot';
import { ResultsPhaseSchema } from '../src/shared-rules.js';
import { claimJob } from '../src/jobs/queue.js';
import { classifyExam, rankExam } from '../src/features/results-generation/ratings-sql.js';
import { editionIdOf, examIdOf, userIdOf } from './helpers/demo-ids.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { codes, sender, sessionHeaders } from './helpers/requests.js';
import type { AuthHeaders } from './helpers/sign-in.js';

type Json = Record<string, any>;
const DAY = 24 * 3600_000;
const MINUTE = 60_000;

/**
 * The participants of the test exam (two choice questions: q1 weight 1 key 'a', q2 weight 2 key 'b';
 * minimal score 2): their category, school (A, B or none), state (S1, S2 or none), answers and how long
 * their attempt took. Scores: 3, 3, 2, 1, 3, 1, and aluno@ 2.
 */
const PEOPLE = [
  { key: 'u1', category: 'regular', school: 'A', state: 'S1', q1: 'a', q2: 'b', minutes: 30 },
  { key: 'u2', category: 'regular', school: 'A', state: 'S1', q1: 'a', q2: 'b', minutes: 20 },
  { key: 'u3', category: 'regular', school: 'B', state: 'S2', q1: null, q2: 'b', minutes: 10 },
  { key: 'u4', category: 'regular', school: 'B', state: 'S1', q1: 'a', q2: null, minutes: 10 },
  { key: 'u5', category: 'opened', school: 'A', state: 'S1', q1: 'a', q2: 'b', minutes: 50 },
  { key: 'u6', category: 'opened', school: null, state: null, q1: 'a', q2: 'c', minutes: 50 },
  { key: 'aluno', category: 'regular', school: 'B', state: 'S2', q1: null, q2: 'b', minutes: 40 },
] as const;

for (const engine of engines()) {
  describe(`result generation: answer key, classification, ranking, publication (${engine.name})`, () => {
    let ctx: TestContext;
    let admin: AuthHeaders;
    let coordinator: AuthHeaders;
    let aluno: AuthHeaders;
    let edition: number;
    let exam: number;
    let presential: number;
    let filePhaseExam: number;
    let runningExam: number;
    const users = new Map<string, number>();
    const send = sender(() => ctx.app);
    const db = () => ctx.dbHandle.db;
    const drain = () => ctx.app.jobWorker.drain();

    const ratings = async () => {
      const { rows } = await sql<Json>`
        select r.user_id, r.category, r.score, r.is_ranked, r.category_position, r.school_position,
               r.state_position
          from ratings r where r.exam_id = ${exam}`.execute(db());
      const byKey = new Map<string, Json>();
      for (const [key, id] of users) {
        const row = rows.find((r) => Number(r.user_id) === id);
        if (row) byKey.set(key, { ...row, score: row.score === null ? null : Number(row.score) });
      }
      return { rows, byKey };
    };
    const positions = async (column: 'category_position' | 'school_position' | 'state_position') => {
      const { byKey } = await ratings();
      return Object.fromEntries(PEOPLE.map((p) => [p.key, byKey.get(p.key)?.[column] ?? null]));
    };

    before(async () => {
      // Jobs run when a test drains them, never on the worker's own timer (which could claim one mid-test).
      ctx = await startApp(engine, { JOBS_POLL_MS: '3600000' });
      admin = await sessionHeaders(db(), await userIdOf(db(), 'admin@olimpiada.dev'));
      coordinator = await sessionHeaders(db(), await userIdOf(db(), 'coordenador@olimpiada.dev'));
      const alunoId = await userIdOf(db(), 'aluno@olimpiada.dev');
      aluno = await sessionHeaders(db(), alunoId);
      runningExam = await examIdOf(db(), await editionIdOf(db(), 'OBIA 2026'), 1);
      edition = (
        await db()
          .insertInto('editions')
          .values({
            project_id: 36,
            description: 'Resultados 2026',
            year: 2026,
            time_zone: 'America/Sao_Paulo',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await db()
        .insertInto('edition_coordinators')
        .values({ edition_id: edition, user_id: await userIdOf(db(), 'coordenador@olimpiada.dev') })
        .execute();
      await db()
        .insertInto('phases')
        .values({ edition_id: edition, phase: 3, categories: JSON.stringify(['pre_project']) })
        .execute();
      const schools = await db().selectFrom('school_units').select('id').orderBy('id').limit(2).execute();
      const states = await db().selectFrom('states').select('id').orderBy('id').limit(2).execute();
      const school = { A: schools[0]!.id, B: schools[1]!.id };
      const state = { S1: states[0]!.id, S2: states[1]!.id };
      const now = Date.now();
      const insertExam = async (phase: number, kind: 'online' | 'presential') =>
        (
          await db()
            .insertInto('exams')
            .values({
              edition_id: edition,
              phase,
              kind,
              start_date: new Date(now - 3 * DAY),
              end_date: new Date(now - 2 * DAY),
              minimal_score: 2,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      exam = await insertExam(1, 'online');
      presential = await insertExam(2, 'presential');
      filePhaseExam = await insertExam(3, 'online');
      const alternatives = JSON.stringify(['a', 'b', 'c'].map((id) => ({ id, description: `<p>${id}</p>` })));
      const question = async (position: number, weight: number, key: string) =>
        (
          await db()
            .insertInto('questions')
            .values({
              exam_id: exam,
              position,
              statement: `<p>Questão ${position}</p>`,
              kind: 'multiple_choice',
              weight,
              alternatives,
              resolution: JSON.stringify({ comment: null, multiple_choice: [key] }),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const q1 = await question(1, 1, 'a');
      const q2 = await question(2, 2, 'b');
      for (const p of PEOPLE) {
        const userId =
          p.key === 'aluno'
            ? alunoId
            : (
                await db()
                  .insertInto('users')
                  .values({ name: `Pessoa ${p.key}`, email: `${p.key}@resultados.dev`, provider: 'local' })
                  .returning('id')
                  .executeTakeFirstOrThrow()
              ).id;
        users.set(p.key, userId);
        await db()
          .insertInto('inscriptions')
          .values({
            edition_id: edition,
            user_id: userId,
            category: p.category,
            registrable_type: 'Core::Student',
            school_unit_id: p.school ? school[p.school] : null,
            address_state_id: p.state ? state[p.state] : null,
          })
          .execute();
        const finished = new Date(now - 2 * DAY - MINUTE);
        // The stored score is stale (0): the answer key recomputes it from the answers.
        const participation = await db()
          .insertInto('participations')
          .values({
            user_id: userId,
            exam_id: exam,
            started_at: new Date(finished.getTime() - p.minutes * MINUTE),
            ends_at: new Date(now - 2 * DAY),
            finished_at: finished,
            score: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [q, answer] of [
          [q1, p.q1],
          [q2, p.q2],
        ] as const)
          await db()
            .insertInto('answers')
            .values({ participation_id: participation.id, question_id: q, user_answer: answer })
            .execute();
      }
      // A rating left from a participation that no longer exists, and one with a stale category.
      const gone = (
        await db()
          .insertInto('users')
          .values({ name: 'Sem participação', email: 'gone@resultados.dev', provider: 'local' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await db()
        .insertInto('ratings')
        .values([
          { exam_id: exam, user_id: gone, category: 'regular', score: 9, is_ranked: true },
          { exam_id: exam, user_id: users.get('u1')!, category: 'opened', score: 0, is_ranked: false },
        ])
        .execute();
    });
    after(() => ctx?.close());

    it('refuses each step with the spec’s gate, in the caller’s language', async () => {
      const running = await send('PUT', '/generate-results', admin, { id: runningExam });
      assert.equal(running.statusCode, 422, running.body);
      assert.deepEqual(codes(running), ['resultsGeneration.error.notExpired']);
      const inSpanish = await send(
        'PUT',
        '/classifieds-participation',
        { ...admin, 'accept-language': 'es' },
        {
          id: runningExam,
        },
      );
      assert.equal(inSpanish.statusCode, 422);
      assert.match(inSpanish.json().errors[0].detail, /La prueba aún no ha terminado/);
      const inPresential = await send('PUT', '/generate-results', admin, { id: presential });
      assert.deepEqual(codes(inPresential), ['resultsGeneration.error.presential']);
      const filePhase = await send(
        'PUT',
        '/generate-results',
        { ...admin, 'accept-language': 'pt-PT' },
        {
          id: filePhaseExam,
        },
      );
      assert.deepEqual(codes(filePhase), ['resultsGeneration.error.filePhase']);
      assert.match(filePhase.json().errors[0].detail, /ficheiros/);
      const unclassified = await send('PUT', '/positions-participation', admin, { id: exam });
      assert.deepEqual(codes(unclassified), ['resultsGeneration.error.notClassified']);
      const unranked = await send('PUT', `/exams/${exam}/ranking_publication`, admin, {
        available_at: new Date().toISOString(),
      });
      assert.deepEqual(codes(unranked), ['resultsGeneration.error.rankingNotComputed']);
      const missing = await send('PUT', '/generate-results', admin, { id: 999999 });
      assert.equal(missing.statusCode, 404);
      const coord = await send('PUT', '/generate-results', coordinator, { id: exam });
      assert.equal(coord.statusCode, 403, 'admins only');
      const { n } = await db()
        .selectFrom('jobs')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('kind', 'like', 'results.%')
        .executeTakeFirstOrThrow();
      assert.equal(n, 0, 'no job queued by a refusal');
    });

    it('participants see nothing of an expired exam before its answer key is generated', async () => {
      const results = await send('GET', `/results?filter[exam_id]=${exam}`, aluno);
      assert.equal(results.statusCode, 422, results.body);
      const own = await send('GET', `/ratings?filter[exam]=${exam}&filter[user]=me`, aluno);
      assert.equal(own.json().meta.available, false);
      const examDoc = await send('GET', `/exams/${exam}?include=questions`, aluno);
      assert.equal(examDoc.statusCode, 200, examDoc.body);
      const keys = (examDoc.json().included ?? []).filter((r: Json) => r.type === 'questions');
      assert.equal(keys.length, 2);
      for (const q of keys) assert.equal(q.attributes.resolution, undefined, 'no answer key yet');
    });

    it('the answer key: queued once, scores recomputed with the one rule, then result_available_at', async () => {
      const first = await send('PUT', '/generate-results', admin, { id: exam });
      assert.equal(first.statusCode, 202, first.body);
      assert.equal(first.json().meta.message, 'O resultado será gerado!');
      assert.equal(first.json().data.attributes.kind, 'results.answer_key');
      assert.equal(first.json().data.attributes.status, 'queued');
      const again = await send('PUT', '/generate-results', admin, { id: exam });
      assert.equal(again.json().data.id, first.json().data.id, 'the same job while it is queued');
      assert.equal(await drain(), 1);
      const scores = await db()
        .selectFrom('participations')
        .select(['user_id', 'score'])
        .where('exam_id', '=', exam)
        .execute();
      const scoreOf = (key: string) => Number(scores.find((s) => s.user_id === users.get(key))!.score);
      assert.deepEqual(
        PEOPLE.map((p) => scoreOf(p.key)),
        [3, 3, 2, 1, 3, 1, 2],
      );
      const phases = await send('GET', `/editions/${edition}/results`, admin);
      assert.equal(phases.statusCode, 200, phases.body);
      const list = phases.json().data as Json[];
      assert.deepEqual(
        list.map((p) => [
          p.attributes.phase,
          p.attributes.kind,
          p.attributes.file_phase,
          p.attributes.status,
        ]),
        [
          [1, 'online', false, 'expired'],
          [2, 'presential', false, 'expired'],
          [3, 'online', true, 'expired'],
        ],
      );
      // Each phase is the wire contract's ResultsPhase (shared-contracts' grading-wire).
      for (const p of list) v.parse(ResultsPhaseSchema, { id: p.id, ...p.attributes });
      const mine = list[0]!.attributes;
      assert.ok(mine.result_available_at, 'the answer key is out');
      assert.equal(mine.classification_available_at, null);
      assert.equal(mine.total_participations, PEOPLE.length);
      assert.equal(mine.jobs['results.answer_key'].status, 'succeeded');
      assert.equal(mine.jobs['results.answer_key'].progress_done, PEOPLE.length);
      assert.equal(mine.jobs['results.classification'], null);
      // The participant now reads their answer key and score, but not yet a rating.
      const results = await send('GET', `/results?filter[exam_id]=${exam}`, aluno);
      assert.equal(results.statusCode, 200, results.body);
      assert.equal(Number(results.json().data[0].attributes.score), 2);
      const own = await send('GET', `/ratings?filter[exam]=${exam}&filter[user]=me`, aluno);
      assert.equal(own.json().meta.available, false);
      const examDoc = await send('GET', `/exams/${exam}?include=questions`, aluno);
      const keys = examDoc.json().included.filter((r: Json) => r.type === 'questions');
      assert.deepEqual(
        keys.map((q: Json) => q.attributes.resolution?.multiple_choice),
        [['a'], ['b']],
      );
    });

    it('the classification: one rating per participation, its inscription’s category, score ≥ minimal', async () => {
      const queued = await send('PUT', '/classifieds-participation', admin, { id: exam });
      assert.equal(queued.statusCode, 202, queued.body);
      assert.equal(queued.json().meta.message, 'Os participantes serão classificados!');
      await drain();
      const { rows, byKey } = await ratings();
      assert.equal(rows.length, PEOPLE.length, 'the rating without a participation is gone');
      assert.deepEqual(
        PEOPLE.map((p) => [
          p.key,
          byKey.get(p.key)!.category,
          byKey.get(p.key)!.score,
          byKey.get(p.key)!.is_ranked,
        ]),
        [
          ['u1', 'regular', 3, true],
          ['u2', 'regular', 3, true],
          ['u3', 'regular', 2, true],
          ['u4', 'regular', 1, false],
          ['u5', 'opened', 3, true],
          ['u6', 'opened', 1, false],
          ['aluno', 'regular', 2, true],
        ],
      );
      const own = await send('GET', `/ratings?filter[exam]=${exam}&filter[user]=me`, aluno);
      assert.equal(own.json().meta.available, true);
      assert.equal(own.json().data[0].attributes.is_ranked, true);
      const general = await send('GET', `/ratings?filter[exam]=${exam}`, aluno);
      assert.equal(general.json().meta.available, false, 'no general ranking before its publication');
    });

    it('the ranking: competition ranking 1-1-3 per category, school and state; provisional until published', async () => {
      const queued = await send('PUT', '/positions-participation', admin, { id: exam });
      assert.equal(queued.statusCode, 202, queued.body);
      assert.equal(queued.json().meta.message, 'Ranking dos participantes será atualizado!');
      await drain();
      assert.deepEqual(await positions('category_position'), {
        u1: 1,
        u2: 1,
        u3: 3,
        u4: 5,
        u5: 1,
        u6: 2,
        aluno: 3,
      });
      assert.deepEqual(await positions('school_position'), {
        u1: 1,
        u2: 1,
        u3: 1,
        u4: 3,
        u5: 1,
        u6: null,
        aluno: 1,
      });
      assert.deepEqual(await positions('state_position'), {
        u1: 1,
        u2: 1,
        u3: 1,
        u4: 3,
        u5: 1,
        u6: null,
        aluno: 1,
      });
      const phase = (await send('GET', `/editions/${edition}/results`, admin)).json().data[0].attributes;
      assert.ok(phase.ranking_computed_at);
      assert.equal(phase.ranking_available_at, null);
      assert.equal(phase.total_rankeds, 5);
      const general = await send('GET', `/ratings?filter[exam]=${exam}`, aluno);
      assert.equal(general.json().meta.available, false, 'provisional: not shown to participants');
      // Her own rating (out since the classification) keeps its positions back until the publication.
      const own = (await send('GET', `/ratings?filter[exam]=${exam}&filter[user]=me`, aluno)).json();
      assert.equal(own.data[0].attributes.is_ranked, true);
      assert.equal(own.data[0].attributes.category_position, null);
      assert.equal(own.data[0].attributes.school_position, null);
    });

    it('the edition’s tie-break "duration": equal scores ordered by the shorter attempt', async () => {
      await db()
        .updateTable('editions')
        .set({ ranking_tie_break: 'duration' })
        .where('id', '=', edition)
        .execute();
      try {
        await send('PUT', '/positions-participation', admin, { id: exam });
        await drain();
        assert.deepEqual(await positions('category_position'), {
          u1: 2,
          u2: 1,
          u3: 3,
          u4: 5,
          u5: 1,
          u6: 2,
          aluno: 4,
        });
        assert.deepEqual(await positions('school_position'), {
          u1: 2,
          u2: 1,
          u3: 1,
          u4: 3,
          u5: 1,
          u6: null,
          aluno: 2,
        });
      } finally {
        await db()
          .updateTable('editions')
          .set({ ranking_tie_break: 'none' })
          .where('id', '=', edition)
          .execute();
        await send('PUT', '/positions-participation', admin, { id: exam });
        await drain();
      }
      assert.equal((await positions('category_position')).u1, 1, 'back to shared positions');
    });

    it('publishing the final ranking shows it to participants; null withdraws it', async () => {
      const published = await send('PUT', `/exams/${exam}/ranking_publication`, admin, {
        available_at: new Date(Date.now() - MINUTE).toISOString(),
      });
      assert.equal(published.statusCode, 200, published.body);
      assert.equal(published.json().meta.message, 'Ranking final publicado!');
      assert.ok(published.json().data.attributes.ranking_available_at);
      const general = await send('GET', `/ratings?filter[exam]=${exam}&sort=category_position`, aluno);
      assert.equal(general.json().meta.available, true);
      assert.equal(general.json().meta.total_count, PEOPLE.length);
      // Now she sees her positions: 3rd in her category, 1st of her school and of her state.
      const own = (await send('GET', `/ratings?filter[exam]=${exam}&filter[user]=me`, aluno)).json();
      assert.deepEqual(
        [
          own.data[0].attributes.category_position,
          own.data[0].attributes.school_position,
          own.data[0].attributes.state_position,
        ],
        [3, 1, 1],
      );
      // Another participant's row carries the position, never the score or the school and state places.
      const other = general
        .json()
        .data.find((r: { attributes: { participant: string } }) => r.attributes.participant === 'Pessoa u1');
      assert.ok(other, 'Pessoa u1 is on the first page');
      assert.equal(other.attributes.category_position, 1);
      assert.equal('score' in other.attributes, false);
      assert.equal('school_position' in other.attributes, false);
      const later = await send('PUT', `/exams/${exam}/ranking_publication`, admin, {
        available_at: new Date(Date.now() + DAY).toISOString(),
      });
      assert.equal(later.statusCode, 200);
      assert.equal((await send('GET', `/ratings?filter[exam]=${exam}`, aluno)).json().meta.available, false);
      const withdrawn = await send('PUT', `/exams/${exam}/ranking_publication`, admin, {
        available_at: null,
      });
      assert.equal(withdrawn.json().data.attributes.ranking_available_at, null);
      assert.equal((await send('GET', `/ratings?filter[exam]=${exam}`, aluno)).json().meta.available, false);
      const bad = await send('PUT', `/exams/${exam}/ranking_publication`, admin, { available_at: 'amanhã' });
      assert.equal(bad.statusCode, 422);
    });

    it('a job whose worker died is claimed again and finishes', async () => {
      await db().updateTable('participations').set({ score: 0 }).where('exam_id', '=', exam).execute();
      const queued = await send('PUT', '/generate-results', admin, { id: exam });
      assert.equal(queued.statusCode, 202);
      // A worker claims it and dies: the row stays running under its lease.
      const claimed = await claimJob(db(), ['results.answer_key'], 60_000);
      assert.equal(claimed?.id, Number(queued.json().data.id));
      assert.equal(await drain(), 0, 'held by the lease');
      await sql`update jobs set locked_until = now() - interval '1 second' where id = ${claimed!.id}`.execute(
        db(),
      );
      assert.equal(await drain(), 1);
      const job = await db()
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', claimed!.id)
        .executeTakeFirstOrThrow();
      assert.equal(job.status, 'succeeded');
      assert.equal(job.attempts, 2);
      const { n } = await db()
        .selectFrom('participations')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('exam_id', '=', exam)
        .where('score', '>', 0)
        .executeTakeFirstOrThrow();
      assert.equal(n, PEOPLE.length, 'every score recomputed by the second run');
    });

    it('an exam classified with no rating yet gets a partition of its own; keys hold, the ranking mends wrong rows', async () => {
      // The exam's ratings so far sit in ratings_default (one was written by hand before its classification).
      await db().deleteFrom('ratings').where('exam_id', '=', exam).execute();
      assert.deepEqual(await classifyExam(db(), exam), { updated: 0, inserted: PEOPLE.length, removed: 0 });
      const { rows: tables } = await sql<Json>`
        select c.relname, (select count(*)::int from pg_constraint k where k.conrelid = c.oid and k.contype = 'f') as fks
          from pg_inherits i join pg_class c on c.oid = i.inhrelid
         where i.inhparent = 'ratings'::regclass and c.relname = ${`ratings_exam_${exam}`}`.execute(db());
      assert.deepEqual(
        tables,
        [{ relname: `ratings_exam_${exam}`, fks: 2 }],
        'attached, with both foreign keys',
      );
      const expected = { u1: 1, u2: 1, u3: 3, u4: 5, u5: 1, u6: 2, aluno: 3 };
      assert.deepEqual(await positions('category_position'), expected);
      // The keys of the shared table hold in the partition.
      const stranger = sql`insert into ratings (exam_id, user_id) values (${exam}, ${2_000_000_000})`;
      await assert.rejects(stranger.execute(db()), /foreign key/);
      const twice = sql`insert into ratings (exam_id, user_id) values (${exam}, ${users.get('u1')!})`;
      await assert.rejects(twice.execute(db()), /duplicate key|unique/);
      assert.deepEqual(
        await classifyExam(db(), exam),
        { updated: 0, inserted: 0, removed: 0 },
        'nothing changed',
      );
      // One wrong position in a group of two, one wrong is_ranked: the ranking rewrites those rows only.
      await db()
        .updateTable('ratings')
        .set({ category_position: 7 })
        .where('exam_id', '=', exam)
        .where('user_id', '=', users.get('u2')!)
        .execute();
      await db()
        .updateTable('ratings')
        .set({ is_ranked: false })
        .where('exam_id', '=', exam)
        .where('user_id', '=', users.get('u5')!)
        .execute();
      assert.equal(await rankExam(db(), exam), 2);
      assert.deepEqual(await positions('category_position'), expected);
      assert.equal((await ratings()).byKey.get('u5')!.is_ranked, true);
      assert.equal(await rankExam(db(), exam), 0);
    });
  });
}
