import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { createSession } from '../src/auth/sessions.js';
import { computeScore } from '../src/features/exams/scoring.js';
import { textLength } from '../src/features/exams/text-length.js';
import { specialTimeMinutes } from '../src/features/exams/timing.js';
import { toJsonApiErrors } from '../src/jsonapi/error-handler.js';
import { editionIdOf, examIdOf } from './helpers/demo-ids.js';
import { engines } from './helpers/engines.js';
import { newPerson } from './helpers/project-phase.js';
import { startApp, type TestContext } from './helpers/app.js';
import { signIn, type AuthHeaders } from './helpers/sign-in.js';

type Json = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const codes = (res: LightMyRequestResponse) => res.json().errors.map((e: Json) => e.code);
const pointers = (res: LightMyRequestResponse) => res.json().errors.map((e: Json) => e.source?.pointer);

const waitFor = async (check: () => Promise<boolean>, ms = 15_000, every = 100) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, every));
  }
};

describe('exam engine units', () => {
  it('scores multiple choice by the resolution and weights, open-ended by the grade, cancelled by the policy', () => {
    const questions = [
      {
        id: 1,
        kind: 'multiple_choice' as const,
        status: 'active' as const,
        weight: 1,
        resolution: { multiple_choice: ['a'] },
      },
      {
        id: 2,
        kind: 'multiple_choice' as const,
        status: 'active' as const,
        weight: 2.5,
        resolution: { multiple_choice: ['b'] },
      },
      {
        id: 3,
        kind: 'multiple_choice' as const,
        status: 'cancelled' as const,
        weight: 1,
        resolution: { multiple_choice: ['c'] },
      },
      { id: 4, kind: 'open_ended' as const, status: 'active' as const, weight: 1, resolution: {} },
      {
        id: 5,
        kind: 'multiple_choice' as const,
        status: 'active' as const,
        weight: 1,
        resolution: { multiple_choice: ['a'] },
      },
    ];
    const answers = [
      { question_id: 1, user_answer: 'a', open_ended_score: null },
      { question_id: 2, user_answer: 'b', open_ended_score: null },
      { question_id: 3, user_answer: 'c', open_ended_score: null },
      { question_id: 4, user_answer: '<p>x</p>', open_ended_score: 0.7 },
      { question_id: 5, user_answer: 'b', open_ended_score: null },
    ];
    // 1 + 2.5 + 0.7, and the cancelled question (weight 1, answered): nothing, or its weight.
    assert.equal(computeScore(questions, answers, 'drop'), 4.2);
    assert.equal(computeScore(questions, answers, 'credit_answered'), 5.2);
    assert.equal(computeScore(questions, answers, 'credit_all'), 5.2);
    // Nothing answered: the cancelled question's weight only for everyone (credit_all).
    assert.equal(computeScore(questions, [], 'drop'), 0);
    assert.equal(computeScore(questions, [], 'credit_answered'), 0);
    assert.equal(computeScore(questions, [], 'credit_all'), 1);
    // A blank choice is not an answer.
    const blank = [{ question_id: 3, user_answer: null, open_ended_score: null }];
    assert.equal(computeScore(questions, blank, 'credit_answered'), 0);
  });

  it('counts the characters of an HTML answer as text', () => {
    assert.equal(textLength('<p>Olá <strong>mundo</strong></p>'), 9);
    assert.equal(textLength('a&nbsp;b &amp; &#233;'), 7);
  });

  it('reads special_time in minutes, defaulting to 0', () => {
    assert.equal(specialTimeMinutes({ special_time: 30 }), 30);
    assert.equal(specialTimeMinutes({ special_time: '15' }), 15);
    assert.equal(specialTimeMinutes({ special_time: 'x' }), 0);
    assert.equal(specialTimeMinutes({ special_time: -5 }), 0);
    assert.equal(specialTimeMinutes(null), 0);
  });
});

for (const engine of engines()) {
  describe(`exam engine: exams, participations, answers, timers, finishing (${engine.name})`, () => {
    let ctx: TestContext;
    let admin: AuthHeaders;
    let coordinator: AuthHeaders;
    let coordinatorWithout: AuthHeaders;
    let aluno: AuthHeaders;
    let aluna: AuthHeaders;
    let alunoId: number;
    let obia: number;
    let past: number;
    let exam1: number;
    let exam2: number;
    let exam3: number;
    let pastExam: number;
    /** Exam 1's questions in order: 4 multiple choice (the third weighs 2), 2 open-ended. */
    let q: { id: number; correct: string; limit: number | null }[];
    let pastQuestions: number[];
    let alunoParticipation: string;

    const send = (method: Method, url: string, headers: Record<string, string> = {}, body?: unknown) =>
      ctx.app.inject({
        method,
        url: `/api${url}`,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
        },
        ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
    const start = (headers: AuthHeaders, examId: number | string) =>
      send('POST', '/participations', headers, {
        data: {
          type: 'participations',
          attributes: { answers: [] },
          relationships: { exam: { data: { type: 'exams', id: String(examId) } } },
        },
      });
    const answer = (
      headers: AuthHeaders,
      participation: string,
      questionId: number | string,
      user_answer: unknown,
      sequence: unknown,
      answered_at: unknown = new Date().toISOString(),
    ) =>
      send('PUT', `/participations/${participation}/answers/${questionId}`, headers, {
        data: { type: 'answers', attributes: { user_answer, sequence, answered_at } },
      });
    const timer = (headers: AuthHeaders, participation: string, question_id: unknown, seconds: unknown) =>
      send('PUT', `/participations/${participation}/timer`, headers, {
        data: {
          type: 'participations',
          id: participation,
          attributes: { timer: { question_id, user_answer_timer: seconds } },
        },
      });
    const finish = (headers: AuthHeaders, participation: string) =>
      send('POST', `/participations/${participation}/finish`, headers);
    const participationRow = (id: string) =>
      ctx.dbHandle.db
        .selectFrom('participations')
        .selectAll()
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();

    /** A new student subscribed to `editionId` (OBIA 2026 by default) with a session of their own. */
    const newStudent = async (
      opts: { additional?: Json; editionId?: number | null } = {},
    ): Promise<AuthHeaders> => {
      const editionId = opts.editionId === undefined ? obia : opts.editionId;
      const person = await newPerson(ctx.dbHandle.db, {
        editions: editionId === null ? [] : [editionId],
        ...(opts.additional ? { additional: opts.additional } : {}),
      });
      return person.headers;
    };

    before(async () => {
      ctx = await startApp(engine, { EXAM_CLOSE_POLL_MS: '200' });
      const db = ctx.dbHandle.db;
      obia = await editionIdOf(db, 'OBIA 2026');
      past = await editionIdOf(db, 'OBIA 2025');
      const examId = (edition: number, phase: number) => examIdOf(db, edition, phase);
      exam1 = await examId(obia, 1);
      exam2 = await examId(obia, 2);
      exam3 = await examId(obia, 3);
      pastExam = await examId(past, 1);
      const questions = await db
        .selectFrom('questions')
        .selectAll()
        .where('exam_id', '=', exam1)
        .orderBy('position')
        .execute();
      q = questions.map((row) => ({
        id: row.id,
        correct: row.resolution.multiple_choice?.[0] ?? '',
        limit: row.character_limit,
      }));
      pastQuestions = (
        await db
          .selectFrom('questions')
          .select('id')
          .where('exam_id', '=', pastExam)
          .orderBy('position')
          .execute()
      ).map((r) => r.id);
      admin = (await signIn(ctx.app, 'admin@olimpiada.dev')).headers;
      coordinator = (await signIn(ctx.app, 'coordenador@olimpiada.dev')).headers;
      coordinatorWithout = (await signIn(ctx.app, 'coordenador.sem@olimpiada.dev')).headers;
      const a = await signIn(ctx.app, 'aluno@olimpiada.dev');
      aluno = a.headers;
      alunoId = a.userId;
      aluna = (await signIn(ctx.app, 'aluna@olimpiada.dev')).headers;
    });
    after(async () => {
      await ctx?.close();
    });

    it('the demo data: 6 questions in phase 1 (4 choice, 2 open), 2 in phase 2, a finished past exam', async () => {
      assert.equal(q.length, 6);
      const kinds = await ctx.dbHandle.db
        .selectFrom('questions')
        .select(['kind', 'exam_id'])
        .where('exam_id', 'in', [exam1, exam2])
        .execute();
      assert.equal(kinds.filter((k) => k.exam_id === exam1 && k.kind === 'multiple_choice').length, 4);
      assert.equal(kinds.filter((k) => k.exam_id === exam1 && k.kind === 'open_ended').length, 2);
      assert.equal(kinds.filter((k) => k.exam_id === exam2).length, 2);
      assert.ok(q.slice(4).every((x) => x.limit !== null && x.limit > 0));
      assert.equal(pastQuestions.length, 4);
    });

    it('GET /exams/{id}: questions in order without the answer key while in progress, and the edition', async () => {
      const res = await send('GET', `/exams/${exam1}?include=questions,edition`, aluno);
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      assert.equal(doc.data.type, 'exams');
      assert.equal(doc.data.attributes.status, 'in_progress');
      assert.equal(doc.data.attributes.time_limit, 90);
      assert.equal(doc.data.attributes.ranked_user, true);
      assert.equal(doc.data.attributes.questions_count, 6);
      assert.deepEqual(
        doc.data.attributes.questions_order,
        q.map((x) => String(x.id)),
      );
      assert.ok('survey_url' in doc.data.attributes && 'cover_url' in doc.data.attributes);
      const questions = doc.included.filter((r: Json) => r.type === 'questions');
      assert.equal(questions.length, 6);
      for (const question of questions) {
        assert.equal(question.attributes.resolution, undefined, 'no answer key while in progress');
        assert.ok(!JSON.stringify(question).includes('resolution'));
      }
      const choice = questions.find((r: Json) => r.attributes.kind === 'multiple_choice');
      assert.equal(choice.attributes.alternatives.length, 4);
      assert.deepEqual(Object.keys(choice.attributes.alternatives[0]).sort(), ['description', 'id']);
      assert.equal(choice.attributes.education_subject_id, 20);
      assert.equal(choice.attributes.weight, 1);
      const edition = doc.included.find((r: Json) => r.type === 'editions');
      assert.equal(edition.id, String(obia));
      assert.equal(doc.data.relationships.edition.data.id, String(obia));

      // Sparse fieldsets as the exam-taking screen asks for them.
      const sparse = await send(
        'GET',
        `/exams/${exam1}?include=questions&fields[questions]=statement,style,status,kind,alternatives,education_subject_id,character_limit,weight`,
        aluno,
      );
      assert.equal(sparse.statusCode, 200, sparse.body);
      assert.equal(sparse.json().included.length, 6);
    });

    it('GET /exams/{id}: a change to a question or the exam, made any way, shows on the next read', async () => {
      const db = ctx.dbHandle.db;
      const read = async () => (await send('GET', `/exams/${exam1}?include=questions`, aluno)).json();
      const before = await read();
      const question = before.included[0];
      const original = await db
        .selectFrom('questions')
        .select('statement')
        .where('id', '=', Number(question.id))
        .executeTakeFirstOrThrow();
      const description = await db
        .selectFrom('exams')
        .select('description')
        .where('id', '=', exam1)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('questions')
        .set({ statement: '<p>Enunciado corrigido</p>' })
        .where('id', '=', Number(question.id))
        .execute();
      await db.updateTable('exams').set({ description: 'Prova renomeada' }).where('id', '=', exam1).execute();
      try {
        const after = await read();
        assert.equal(after.data.attributes.description, 'Prova renomeada');
        const changed = after.included.find((r: Json) => r.id === question.id);
        assert.equal(changed.attributes.statement, '<p>Enunciado corrigido</p>');
      } finally {
        await db.updateTable('questions').set(original).where('id', '=', Number(question.id)).execute();
        await db.updateTable('exams').set(description).where('id', '=', exam1).execute();
      }
      const restored = await read();
      assert.deepEqual(restored, before, 'the original exam again');
    });

    it('GET /exams/{id}: reads that arrive together (one batch) each get their own answer', async () => {
      const readers = [aluno, aluna, coordinator, coordinatorWithout, admin, aluno, aluna];
      const replies = await Promise.all(
        readers.map((who, i) =>
          send('GET', `/exams/${i % 2 ? exam2 : exam1}?include=questions,edition`, who),
        ),
      );
      assert.deepEqual(
        replies.map((r) => r.statusCode),
        [200, 403, 200, 403, 200, 200, 403],
      );
      const mine = replies[0]!.json();
      assert.equal(mine.data.attributes.ranked_user, true);
      assert.ok(mine.data.relationships.questions.data.length > 0, 'the statements, in progress');
      const edition = mine.included.find((r: Json) => r.type === 'editions');
      assert.equal(edition.relationships.inscriptions.data.length, 1, "the reader's own inscription");
      const staffReply = replies[2]!.json();
      assert.equal(staffReply.data.attributes.ranked_user, false);
      assert.equal(
        staffReply.included.find((r: Json) => r.type === 'editions').relationships.inscriptions.data.length,
        0,
      );
    });

    it('GET /exams/{id}: the answer key appears once the exam has expired', async () => {
      const res = await send('GET', `/exams/${pastExam}?include=questions`, aluno);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.status, 'expired');
      const questions = res.json().included;
      assert.equal(questions.length, 4);
      for (const question of questions) {
        assert.ok(question.attributes.resolution, 'resolution after expiry');
        assert.ok(Array.isArray(question.attributes.resolution.multiple_choice));
      }
      // The in-progress exam becomes expired: its key appears.
      const db = ctx.dbHandle.db;
      const original = await db
        .selectFrom('exams')
        .select('end_date')
        .where('id', '=', exam2)
        .executeTakeFirstOrThrow();
      const startOf = await db
        .selectFrom('exams')
        .select('start_date')
        .where('id', '=', exam2)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('exams')
        .set({ start_date: sql`now() - interval '2 days'`, end_date: sql`now() - interval '1 day'` })
        .where('id', '=', exam2)
        .execute();
      try {
        const expired = await send('GET', `/exams/${exam2}?include=questions`, admin);
        assert.equal(expired.json().data.attributes.status, 'expired');
        assert.ok(expired.json().included.every((r: Json) => r.attributes.resolution));
      } finally {
        await db
          .updateTable('exams')
          .set({ start_date: startOf.start_date, end_date: original.end_date })
          .where('id', '=', exam2)
          .execute();
      }
      // Staff read the key whatever the status (issue 14); the participants' reads are above.
      const upcoming = await send('GET', `/exams/${exam2}?include=questions`, admin);
      assert.equal(upcoming.json().data.attributes.status, 'upcoming');
      assert.ok(upcoming.json().included.every((r: Json) => r.attributes.resolution));
    });

    it('GET /exams/{id}: subscribed participants, admins and the edition coordinators only; bad ids are 4xx', async () => {
      let res = await send('GET', `/exams/${exam1}`, aluna);
      assert.equal(res.statusCode, 403);
      assert.deepEqual(codes(res), ['exam.error.notSubscribed']);
      assert.equal((await send('GET', `/exams/${exam1}?include=questions`, coordinator)).statusCode, 200);
      assert.equal((await send('GET', `/exams/${exam1}`, coordinatorWithout)).statusCode, 403);
      res = await send('GET', `/exams/${exam1}?include=questions`, admin);
      assert.equal(res.statusCode, 200);
      // Staff read the answer key (issue 14: StaffQuestionAttributes); participants do not (above).
      assert.ok(res.json().included.every((r: Json) => r.attributes.resolution));
      assert.equal(res.json().data.attributes.ranked_user, false);
      // Statements stay hidden from participants before the exam starts (and from those not ranked).
      res = await send('GET', `/exams/${exam2}?include=questions`, aluno);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().data.attributes.status, 'upcoming');
      assert.deepEqual(res.json().data.relationships.questions.data, []);
      assert.deepEqual(res.json().included, []);
      assert.equal(res.json().data.attributes.questions_count, 2);
      assert.equal(res.json().data.attributes.ranked_user, false);
      res = await send('GET', `/exams/${exam2}?include=questions`, coordinator);
      assert.equal(res.json().included.length, 2);
      const db = ctx.dbHandle.db;
      const original = await db
        .selectFrom('exams')
        .select('start_date')
        .where('id', '=', exam2)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('exams')
        .set({ start_date: sql`now() - interval '1 hour'` })
        .where('id', '=', exam2)
        .execute();
      try {
        res = await send('GET', `/exams/${exam2}?include=questions`, aluno);
        assert.equal(res.json().data.attributes.status, 'in_progress');
        assert.deepEqual(res.json().included, [], 'not classified in phase 1');
      } finally {
        await db
          .updateTable('exams')
          .set({ start_date: original.start_date })
          .where('id', '=', exam2)
          .execute();
      }
      assert.equal((await send('GET', '/exams/abc', aluno)).statusCode, 404);
      res = await send('GET', '/exams/99999999', aluno);
      assert.equal(res.statusCode, 404);
      assert.deepEqual(codes(res), ['exam.error.notFound']);
      assert.equal((await send('GET', `/exams/${exam1}?include=answers`, aluno)).statusCode, 400);
      assert.equal((await send('GET', `/exams/${exam1}`)).statusCode, 401);
    });

    it('POST /participations starts once (201), then answers the same one (200)', async () => {
      const res = await start(aluno, exam1);
      assert.equal(res.statusCode, 201, res.body);
      const data = res.json().data;
      assert.equal(data.type, 'participations');
      const a = data.attributes;
      assert.equal(a.status, 'in_progress');
      assert.equal(a.finished_at, null);
      assert.deepEqual(a.answers, []);
      const started = Date.parse(a.started_at);
      assert.ok(Math.abs(started - Date.now()) < 10_000);
      assert.equal(Date.parse(a.ends_at) - started, 90 * 60_000);
      assert.ok(a.time_left > 90 * 60 - 15 && a.time_left <= 90 * 60, String(a.time_left));
      assert.equal(data.relationships.exam.data.id, String(exam1));
      alunoParticipation = data.id;

      const again = await start(aluno, exam1);
      assert.equal(again.statusCode, 200);
      assert.equal(again.json().data.id, alunoParticipation);
      assert.equal(again.json().data.attributes.started_at, a.started_at);
      const rows = await ctx.dbHandle.db
        .selectFrom('participations')
        .select('id')
        .where('user_id', '=', alunoId)
        .where('exam_id', '=', exam1)
        .execute();
      assert.equal(rows.length, 1);
    });

    it('POST /participations: bad bodies and unknown exams are 4xx', async () => {
      let res = await send('POST', '/participations', aluno, {
        data: { type: 'participations', attributes: {} },
      });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(pointers(res), ['/data/relationships/exam/data/id']);
      res = await send('POST', '/participations', aluno, {
        data: { type: 'participations', relationships: { exam: { data: { type: 'exams', id: 'abc' } } } },
      });
      assert.equal(res.statusCode, 422);
      res = await send('POST', '/participations', aluno, { data: { type: 'answers' } });
      assert.equal(res.statusCode, 409);
      res = await send('POST', '/participations', aluno, { nope: true });
      assert.equal(res.statusCode, 422);
      res = await send('POST', '/participations', aluno, '{"data":');
      assert.equal(res.statusCode, 400);
      res = await send('POST', '/participations', aluno, {
        data: {
          type: 'participations',
          relationships: { exam: { data: { type: 'users', id: String(exam1) } } },
        },
      });
      assert.equal(res.statusCode, 409);
      res = await start(aluno, 99999999);
      assert.equal(res.statusCode, 404);
      assert.deepEqual(codes(res), ['exam.error.notFound']);
      res = await start(aluno, exam3);
      assert.equal(res.statusCode, 422, 'a presential exam is not taken online');
      assert.deepEqual(codes(res), ['exam.error.unavailable']);
      assert.equal((await start({} as AuthHeaders, exam1)).statusCode, 401);
    });

    it('POST /participations: only ranked participants, only once the exam started, not after its end', async () => {
      // Not subscribed to the edition: not ranked.
      let res = await start(aluna, exam1);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['exam.error.notRanked']);
      assert.equal(res.json().errors[0].detail, 'Você não está apto a participar desta fase.');

      // Phase 2 has not started.
      res = await start(aluno, exam2);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['exam.error.notStarted']);
      assert.equal(res.json().errors[0].detail, 'Fase ainda não disponível.');

      // Phase 2 under way: only those classified in phase 1 (ratings.is_ranked).
      const db = ctx.dbHandle.db;
      const original = await db
        .selectFrom('exams')
        .select(['start_date', 'end_date'])
        .where('id', '=', exam2)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('exams')
        .set({ start_date: sql`now() - interval '1 hour'` })
        .where('id', '=', exam2)
        .execute();
      try {
        res = await start(aluno, exam2);
        assert.equal(res.statusCode, 422);
        assert.deepEqual(codes(res), ['exam.error.notRanked']);
        await db
          .insertInto('ratings')
          .values({ exam_id: exam1, user_id: alunoId, category: 'regular', is_ranked: false, score: 1 })
          .execute();
        res = await start(aluno, exam2);
        assert.deepEqual(codes(res), ['exam.error.notRanked'], 'rated but not classified');
        await db
          .updateTable('ratings')
          .set({ is_ranked: true })
          .where('exam_id', '=', exam1)
          .where('user_id', '=', alunoId)
          .execute();
        res = await start(aluno, exam2);
        assert.equal(res.statusCode, 201, res.body);
        assert.equal(
          Date.parse(res.json().data.attributes.ends_at) - Date.parse(res.json().data.attributes.started_at),
          120 * 60_000,
        );
      } finally {
        await db.deleteFrom('ratings').where('exam_id', '=', exam1).execute();
        await db.deleteFrom('participations').where('exam_id', '=', exam2).execute();
        await db
          .updateTable('exams')
          .set({ start_date: original.start_date, end_date: original.end_date })
          .where('id', '=', exam2)
          .execute();
      }

      // After the exam's end: time is over (a subscriber of OBIA 2025 who never started).
      const late = await newStudent({ editionId: past });
      res = await start(late, pastExam);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['exam.error.timeOver']);
      // aluno@'s finished participation in it is returned as it is.
      res = await start(aluno, pastExam);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().data.attributes.status, 'finished');
      assert.equal(res.json().data.attributes.time_left, 0);
    });

    it('saves a choice and a text, re-syncing the countdown in every reply', async () => {
      const before = Date.now();
      let res = await answer(aluno, alunoParticipation, q[0]!.id, '1', 1);
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      assert.equal(doc.data.type, 'answers');
      assert.equal(doc.data.id, `${alunoParticipation}-${q[0]!.id}`);
      assert.deepEqual(
        { ...doc.data.attributes, saved_at: undefined },
        { question_id: String(q[0]!.id), user_answer: '1', sequence: 1, saved_at: undefined, stale: false },
      );
      assert.ok(Math.abs(Date.parse(doc.data.attributes.saved_at) - before) < 10_000);
      const { time_left, ends_at, server_time } = doc.meta;
      assert.equal(time_left, Math.floor((Date.parse(ends_at) - Date.parse(server_time)) / 1000));
      const row = await participationRow(alunoParticipation);
      assert.equal(ends_at, row.ends_at.toISOString());
      assert.ok(Math.abs(Date.parse(server_time) - Date.now()) < 10_000);

      res = await answer(
        aluno,
        alunoParticipation,
        q[4]!.id,
        '<p>Viés é quando os dados não representam todos.</p>',
        1,
      );
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(
        res.json().data.attributes.user_answer,
        '<p>Viés é quando os dados não representam todos.</p>',
      );
      assert.equal(typeof res.json().meta.time_left, 'number');

      // Clearing a choice.
      res = await answer(aluno, alunoParticipation, q[1]!.id, null, 1);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().data.attributes.user_answer, null);
    });

    it('text the database cannot hold: a NUL is dropped and a broken pair becomes U+FFFD in answers; elsewhere a 422', async () => {
      const student = await newStudent();
      const id = (await start(student, exam1)).json().data.id;
      const res = await answer(student, id, q[4]!.id, '<p>a\u0000b\ud800c</p>', 1);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.user_answer, '<p>ab\ufffdc</p>');
      const stored = await ctx.dbHandle.db
        .selectFrom('answers')
        .select('user_answer')
        .where('participation_id', '=', Number(id))
        .executeTakeFirstOrThrow();
      assert.equal(stored.user_answer, '<p>ab\ufffdc</p>');
      // Any other route: the engine's refusal of such text is bad input, not a server error.
      const refusal = await sql`select ${'a\u0000b'}::text as t`.execute(ctx.dbHandle.db).then(
        () => undefined,
        (err: unknown) => err,
      );
      assert.ok(refusal, 'the engine refuses a NUL in text');
      assert.equal(toJsonApiErrors(refusal).status, 422);
    });

    it("rich text is sanitised before it is stored: the editor's HTML as sent; no scripts, handlers, styles or javascript: URLs", async () => {
      const student = await newStudent();
      const id = (await start(student, exam1)).json().data.id;
      const storedAnswer = async () =>
        (
          await ctx.dbHandle.db
            .selectFrom('answers')
            .select('user_answer')
            .where('participation_id', '=', Number(id))
            .where('question_id', '=', q[4]!.id)
            .executeTakeFirstOrThrow()
        ).user_answer;
      const editor =
        '<p>Olá &amp; <strong>mundo</strong>&nbsp;<em>a</em> <u>b</u> &lt;c&gt;</p>' +
        '<ul><li><p>um</p></li></ul><ol start="2"><li><p>dois<br>três</p></li></ol>';
      let res = await answer(student, id, q[4]!.id, editor, 1);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.user_answer, editor);
      assert.equal(await storedAnswer(), editor);

      const hostile =
        '<p style="color:red" onclick="steal()">oi<script>alert(1)</script>' +
        '<a href="javascript:alert(1)">x</a><a href="https://ok.org/a" onmouseover="x()">y</a>' +
        '<img src="/files/a.png" onerror="alert(1)"><img src="javascript:alert(1)">' +
        '<iframe src="https://evil.test"></iframe><style>p{}</style></p><svg onload="alert(1)"></svg>';
      res = await answer(student, id, q[4]!.id, hostile, 2);
      assert.equal(res.statusCode, 200, res.body);
      const safe = '<p>oi<a>x</a><a href="https://ok.org/a">y</a><img src="/files/a.png"></p>';
      assert.equal(res.json().data.attributes.user_answer, safe);
      assert.equal(await storedAnswer(), safe);
    });

    it('an older or equal sequence never overwrites (stale), a higher one does', async () => {
      let res = await answer(aluno, alunoParticipation, q[0]!.id, '2', 1);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().data.attributes.stale, true);
      assert.equal(res.json().data.attributes.user_answer, '1');
      assert.equal(res.json().data.attributes.sequence, 1);
      res = await answer(aluno, alunoParticipation, q[0]!.id, '3', 2);
      assert.equal(res.json().data.attributes.stale, false);
      assert.equal(res.json().data.attributes.user_answer, '3');
      res = await answer(aluno, alunoParticipation, q[0]!.id, '4', 1);
      assert.equal(res.json().data.attributes.stale, true);
      assert.equal(res.json().data.attributes.user_answer, '3');

      // Concurrent saves arriving in any order: the highest sequence wins.
      const order = [7, 3, 10, 1, 9, 2, 8, 5, 6, 4];
      const replies = await Promise.all(
        order.map((n) => answer(aluno, alunoParticipation, q[3]!.id, String((n % 4) + 1), n)),
      );
      assert.ok(replies.every((r) => r.statusCode === 200));
      const stored = await ctx.dbHandle.db
        .selectFrom('answers')
        .selectAll()
        .where('participation_id', '=', Number(alunoParticipation))
        .where('question_id', '=', q[3]!.id)
        .executeTakeFirstOrThrow();
      assert.equal(stored.sequence, 10);
      assert.equal(stored.user_answer, String((10 % 4) + 1));

      const list = await send(
        'GET',
        `/participations?filter[user_id]=${alunoId}&filter[exam_id]=${exam1}&include=user`,
        aluno,
      );
      assert.equal(list.statusCode, 200, list.body);
      const [p] = list.json().data;
      assert.equal(p.id, alunoParticipation);
      const first = p.attributes.answers.find((x: Json) => x.question_id === String(q[0]!.id));
      assert.equal(first.user_answer, '3');
      assert.equal(first.sequence, 2);
      assert.equal(list.json().included[0].attributes.name, 'Bruno Aluno Pereira');
      assert.equal(list.json().meta.total_count, 1);
    });

    it('refuses invalid alternatives, over-long texts and bad input with 4xx', async () => {
      let res = await answer(aluno, alunoParticipation, q[0]!.id, '9', 5);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['exam.error.invalidAlternative']);
      assert.deepEqual(pointers(res), ['/data/attributes/user_answer']);
      res = await answer(aluno, alunoParticipation, q[0]!.id, { id: '1' }, 5);
      assert.deepEqual(codes(res), ['exam.error.invalidAlternative']);

      const limit = q[4]!.limit!;
      res = await answer(aluno, alunoParticipation, q[4]!.id, `<p>${'a'.repeat(limit + 1)}</p>`, 5);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['exam.error.tooLong']);
      res = await answer(
        aluno,
        alunoParticipation,
        q[4]!.id,
        `<p><strong>${'a'.repeat(limit)}</strong></p>`,
        5,
      );
      assert.equal(res.statusCode, 200, 'markup is not counted');
      res = await answer(aluno, alunoParticipation, q[4]!.id, 42, 6);
      assert.equal(res.statusCode, 422);

      const url = `/participations/${alunoParticipation}/answers/${q[0]!.id}`;
      const bad: [unknown, number, string?][] = [
        [{ data: { type: 'answers', attributes: { user_answer: '1' } } }, 422, '/data/attributes/sequence'],
        [
          { data: { type: 'answers', attributes: { user_answer: '1', sequence: 0 } } },
          422,
          '/data/attributes/sequence',
        ],
        [
          { data: { type: 'answers', attributes: { user_answer: '1', sequence: 'abc' } } },
          422,
          '/data/attributes/sequence',
        ],
        [
          { data: { type: 'answers', attributes: { user_answer: '1', sequence: 1.5 } } },
          422,
          '/data/attributes/sequence',
        ],
        [{ data: { type: 'answers', attributes: { sequence: 9 } } }, 422, '/data/attributes/user_answer'],
        [
          {
            data: {
              type: 'answers',
              attributes: { user_answer: '1', sequence: 9, answered_at: 'yesterday-ish' },
            },
          },
          422,
          '/data/attributes/answered_at',
        ],
        [{ data: { type: 'answers', attributes: { user_answer: '1', sequence: 9, answered_at: 5 } } }, 422],
        [{ data: { type: 'participations', attributes: {} } }, 409],
        [{ data: null }, 422],
        [[1, 2], 422],
        ['{"data": {', 400],
        ['"text"', 422],
      ];
      for (const [body, status, pointer] of bad) {
        res = await send('PUT', url, aluno, body);
        assert.equal(res.statusCode, status, `${JSON.stringify(body)} → ${res.body}`);
        assert.ok(res.json().errors?.length, res.body);
        if (pointer) assert.deepEqual(pointers(res), [pointer]);
      }
      res = await ctx.app.inject({ method: 'PUT', url: `/api${url}`, headers: aluno });
      assert.equal(res.statusCode, 422, 'no body');

      // Unknown or foreign questions and non-numeric ids.
      const phase2Question = (
        await ctx.dbHandle.db
          .selectFrom('questions')
          .select('id')
          .where('exam_id', '=', exam2)
          .executeTakeFirstOrThrow()
      ).id;
      for (const path of [
        `/participations/${alunoParticipation}/answers/99999999`,
        `/participations/${alunoParticipation}/answers/${phase2Question}`,
        `/participations/${alunoParticipation}/answers/abc`,
        `/participations/xyz/answers/${q[0]!.id}`,
        `/participations/99999999/answers/${q[0]!.id}`,
      ]) {
        res = await send('PUT', path, aluno, {
          data: { type: 'answers', attributes: { user_answer: '1', sequence: 99 } },
        });
        assert.equal(res.statusCode, 404, `${path}: ${res.body}`);
      }
      const stored = await ctx.dbHandle.db
        .selectFrom('answers')
        .select('user_answer')
        .where('participation_id', '=', Number(alunoParticipation))
        .where('question_id', '=', q[0]!.id)
        .executeTakeFirstOrThrow();
      assert.equal(stored.user_answer, '3', 'nothing refused was written');
    });

    it('after the end: refused with timeOver, except a change made before the end within the grace window', async () => {
      const student = await newStudent();
      const res0 = await start(student, exam1);
      assert.equal(res0.statusCode, 201);
      const id = res0.json().data.id;
      const db = ctx.dbHandle.db;
      await db
        .updateTable('participations')
        .set({ ends_at: sql`now() - interval '30 seconds'` })
        .where('id', '=', Number(id))
        .execute();
      const endsAt = (await participationRow(id)).ends_at;

      let res = await answer(student, id, q[0]!.id, '1', 1, new Date().toISOString());
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['exam.error.timeOver']);
      assert.equal(res.json().errors[0].detail, 'O tempo da prova acabou.');
      res = await answer(student, id, q[0]!.id, '1', 1, null);
      assert.deepEqual(
        codes(res),
        ['exam.error.timeOver'],
        'without answered_at the save counts as made now',
      );

      res = await answer(student, id, q[0]!.id, '2', 2, new Date(endsAt.getTime() - 5_000).toISOString());
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.user_answer, '2');
      assert.equal(res.json().meta.time_left, 0);
      res = await answer(student, id, q[0]!.id, '3', 3, endsAt.toISOString());
      assert.equal(res.statusCode, 200, 'answered exactly at the end');

      // Timers are accepted during the grace window.
      res = await timer(student, id, q[0]!.id, 12);
      assert.equal(res.statusCode, 200, res.body);

      // Past the grace window nothing is accepted.
      await db
        .updateTable('participations')
        .set({ ends_at: sql`now() - interval '100 seconds'`, finished_at: null })
        .where('id', '=', Number(id))
        .execute();
      const res2 = await answer(student, id, q[1]!.id, '1', 1, new Date(Date.now() - 200_000).toISOString());
      assert.equal(res2.statusCode, 200, 'still inside 120 s');
      await db
        .updateTable('participations')
        .set({ ends_at: sql`now() - interval '300 seconds'` })
        .where('id', '=', Number(id))
        .execute();
      const tooLate = await participationRow(id);
      res = await answer(
        student,
        id,
        q[1]!.id,
        '2',
        2,
        new Date(tooLate.ends_at.getTime() - 60_000).toISOString(),
      );
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['exam.error.timeOver']);
      // A late timer is a no-op: 200, nothing stored.
      res = await timer(student, id, q[1]!.id, 40);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().meta.time_left, 0);
      const late = (
        res.json().data.attributes.answers as { question_id: number; user_answer_timer: number }[]
      ).find((a) => Number(a.question_id) === q[1]!.id);
      assert.notEqual(late?.user_answer_timer, 40, 'no timer stored past the end');
      // The reply to GET carries time_left 0.
      const list = await send('GET', `/participations?filter[exam_id]=${exam1}`, student);
      assert.equal(list.json().data[0].attributes.time_left, 0);
    });

    it('special_time extends the end; the exam end_date caps it', async () => {
      const extra = await newStudent({ additional: { special_time: 30 } });
      let res = await start(extra, exam1);
      assert.equal(res.statusCode, 201);
      let a = res.json().data.attributes;
      assert.equal(Date.parse(a.ends_at) - Date.parse(a.started_at), 120 * 60_000);
      assert.ok(a.time_left > 120 * 60 - 15);

      const db = ctx.dbHandle.db;
      const original = await db
        .selectFrom('exams')
        .select('end_date')
        .where('id', '=', exam1)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('exams')
        .set({ end_date: sql`date_trunc('second', now()) + interval '60 minutes'` })
        .where('id', '=', exam1)
        .execute();
      try {
        const capped = await newStudent({ additional: { special_time: 30 } });
        res = await start(capped, exam1);
        assert.equal(res.statusCode, 201);
        a = res.json().data.attributes;
        const endDate = await db
          .selectFrom('exams')
          .select('end_date')
          .where('id', '=', exam1)
          .executeTakeFirstOrThrow();
        assert.equal(a.ends_at, endDate.end_date!.toISOString());
        assert.ok(a.time_left <= 3600 && a.time_left > 3600 - 15, String(a.time_left));
      } finally {
        await db.updateTable('exams').set({ end_date: original.end_date }).where('id', '=', exam1).execute();
      }
    });

    it('PUT timer keeps the larger value and re-syncs the countdown', async () => {
      let res = await timer(aluno, alunoParticipation, q[1]!.id, 50);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(typeof res.json().meta.time_left, 'number');
      const timerOf = (r: LightMyRequestResponse, questionId: number) =>
        r.json().data.attributes.answers.find((x: Json) => x.question_id === String(questionId))
          ?.user_answer_timer;
      assert.equal(timerOf(res, q[1]!.id), 50);
      res = await timer(aluno, alunoParticipation, q[1]!.id, 20);
      assert.equal(timerOf(res, q[1]!.id), 50);
      res = await timer(aluno, alunoParticipation, String(q[1]!.id), '70');
      assert.equal(timerOf(res, q[1]!.id), 70);
      res = await timer(aluno, alunoParticipation, q[1]!.id, 71.8);
      assert.equal(timerOf(res, q[1]!.id), 71);
      // A timer on a question not answered yet; the answer saved later keeps it.
      res = await timer(aluno, alunoParticipation, q[2]!.id, 15);
      assert.equal(timerOf(res, q[2]!.id), 15);
      res = await answer(aluno, alunoParticipation, q[2]!.id, q[2]!.correct, 1);
      assert.equal(res.statusCode, 200);
      const row = await ctx.dbHandle.db
        .selectFrom('answers')
        .selectAll()
        .where('participation_id', '=', Number(alunoParticipation))
        .where('question_id', '=', q[2]!.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.user_answer_timer, 15);
      assert.equal(row.user_answer, q[2]!.correct);

      const url = `/participations/${alunoParticipation}/timer`;
      const bad: [unknown, number][] = [
        [{ data: { type: 'participations', attributes: {} } }, 422],
        [{ data: { type: 'participations', attributes: { timer: 5 } } }, 422],
        [
          {
            data: {
              type: 'participations',
              attributes: { timer: { question_id: 'x', user_answer_timer: 5 } },
            },
          },
          422,
        ],
        [
          {
            data: {
              type: 'participations',
              attributes: { timer: { question_id: q[0]!.id, user_answer_timer: -1 } },
            },
          },
          422,
        ],
        [
          {
            data: {
              type: 'participations',
              attributes: { timer: { question_id: 99999999, user_answer_timer: 1 } },
            },
          },
          422,
        ],
        [
          {
            data: {
              type: 'participations',
              id: '1234567',
              attributes: { timer: { question_id: q[0]!.id, user_answer_timer: 1 } },
            },
          },
          409,
        ],
        [{ data: { type: 'answers', attributes: {} } }, 409],
        ['not json', 400],
      ];
      for (const [body, status] of bad) {
        res = await send('PUT', url, aluno, body);
        assert.equal(res.statusCode, status, `${JSON.stringify(body)} → ${res.body}`);
        assert.ok(res.json().errors.length);
      }
      assert.equal((await timer(aluno, 'abc', q[0]!.id, 1)).statusCode, 404);
      // A question of another exam is named as such; someone else's attempt stays a 404 whatever the question.
      res = await timer(aluno, alunoParticipation, pastQuestions[0]!, 5);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(pointers(res), ['/data/attributes/timer/question_id']);
      assert.equal((await timer(aluna, alunoParticipation, pastQuestions[0]!, 5)).statusCode, 404);
      assert.equal((await timer(aluna, alunoParticipation, 99999999, 5)).statusCode, 404);
    });

    it('finishing scores by the key and weights, a cancelled question by the default policy (its weight to everyone); twice gives the same result', async () => {
      const student = await newStudent();
      const res0 = await start(student, exam1);
      const id = res0.json().data.id;
      const wrong = (x: { correct: string }) => (x.correct === '1' ? '2' : '1');
      // q0 right (1), q1 wrong, q2 right (weight 2), q3 cancelled below (credit_all: its weight, 1), q4 text.
      for (const [question, value] of [
        [q[0]!, q[0]!.correct],
        [q[1]!, wrong(q[1]!)],
        [q[2]!, q[2]!.correct],
        [q[3]!, q[3]!.correct],
        [q[4]!, '<p>Uma resposta</p>'],
      ] as const) {
        const res = await answer(student, id, question.id, value, 1);
        assert.equal(res.statusCode, 200, res.body);
      }
      const db = ctx.dbHandle.db;
      await db.updateTable('questions').set({ status: 'cancelled' }).where('id', '=', q[3]!.id).execute();
      try {
        const first = await finish(student, id);
        assert.equal(first.statusCode, 200, first.body);
        const attrs = first.json().data.attributes;
        assert.equal(attrs.status, 'finished');
        assert.ok(attrs.finished_at);
        assert.equal(attrs.time_left, 0);
        assert.equal(attrs.score, null, 'the score waits for the results to be published');
        assert.equal(attrs.answers.length, 5);
        const second = await finish(student, id);
        assert.equal(second.statusCode, 200);
        assert.deepEqual(second.json(), first.json());
        const row = await participationRow(id);
        assert.equal(row.score, 4);
        // Staff see the score.
        const list = await send(
          'GET',
          `/participations?filter[exam_id]=${exam1}&filter[user_id]=${row.user_id}`,
          admin,
        );
        assert.equal(list.json().data[0].attributes.score, 4);
      } finally {
        await db.updateTable('questions').set({ status: 'active' }).where('id', '=', q[3]!.id).execute();
      }
      // Nothing is accepted once finished.
      let res = await answer(student, id, q[1]!.id, q[1]!.correct, 2);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(codes(res), ['exam.error.finished']);
      assert.equal(res.json().errors[0].detail, 'Você já finalizou esta prova.');
      // A timer tick that arrives after finishing (the client's last one) is a no-op, not an error.
      const timerOf = (r: LightMyRequestResponse) =>
        (r.json().data.attributes.answers as { question_id: number; user_answer_timer: number }[]).find(
          (a) => Number(a.question_id) === q[1]!.id,
        )?.user_answer_timer;
      const before = timerOf(await finish(student, id));
      res = await timer(student, id, q[1]!.id, 9999);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.status, 'finished');
      assert.equal(timerOf(res), before, 'the stored timer is unchanged');
      assert.equal((await participationRow(id)).score, 4);
    });

    it('a finish racing with saves counts exactly the saves it acknowledged', async () => {
      const student = await newStudent();
      const id = (await start(student, exam1)).json().data.id;
      // Four writers keep saving (alternating right and wrong answers) until the attempt is finished.
      const acknowledged = new Map<number, string>();
      const outcomes: string[] = [];
      const writer = async (x: { id: number; correct: string }) => {
        for (let sequence = 1; sequence < 500; sequence++) {
          const value = sequence % 2 ? x.correct : x.correct === '1' ? '2' : '1';
          const r = await answer(student, id, x.id, value, sequence);
          if (r.statusCode !== 200) {
            assert.deepEqual(codes(r), ['exam.error.finished'], r.body);
            outcomes.push('finished');
            return;
          }
          assert.equal(r.json().data.attributes.stale, false);
          acknowledged.set(x.id, value);
          outcomes.push('saved');
        }
      };
      const writers = q.slice(0, 4).map(writer);
      await waitFor(async () => acknowledged.size > 0, 10_000, 5);
      const finished = await finish(student, id);
      assert.equal(finished.statusCode, 200);
      await Promise.all(writers);
      assert.ok(outcomes.includes('saved') && outcomes.includes('finished'), 'the saves raced the finish');

      const stored = await ctx.dbHandle.db
        .selectFrom('answers')
        .select(['question_id', 'user_answer'])
        .where('participation_id', '=', Number(id))
        .execute();
      assert.deepEqual(new Map(stored.map((s) => [s.question_id, s.user_answer])), acknowledged);
      const expected = q
        .slice(0, 4)
        .filter((x) => acknowledged.get(x.id) === x.correct)
        .reduce((sum, x) => sum + (x.id === q[2]!.id ? 2 : 1), 0);
      assert.equal((await participationRow(id)).score, expected);
    });

    it('a burst of starts and saves from many students (one statement per batch): each gets its own outcome', async () => {
      const students = await Promise.all(Array.from({ length: 12 }, () => newStudent()));
      const outsiders = await Promise.all([newStudent({ editionId: null }), newStudent({ editionId: null })]);
      // Everyone at once, one student twice, with outsiders and a forged session in the same burst.
      const forged = { ...students[0]!, 'access-token': 'not-the-token' };
      const [twice, forgedStart, ...rest] = await Promise.all([
        start(students[0]!, exam1),
        start(forged, exam1),
        ...students.map((s) => start(s, exam1)),
        ...outsiders.map((s) => start(s, exam1)),
      ]);
      assert.equal(forgedStart!.statusCode, 401);
      const starts = [twice!, ...rest.slice(0, students.length)];
      assert.deepEqual(
        starts.map((r) => r.statusCode).sort(),
        [200, ...Array<number>(students.length).fill(201)],
        'one attempt per student: the double start finds the first',
      );
      assert.equal(starts[0]!.json().data.id, starts[1]!.json().data.id);
      for (const r of rest.slice(students.length)) assert.deepEqual(codes(r), ['exam.error.notRanked']);
      const ids = starts.slice(1).map((r) => r.json().data.id as string);
      assert.equal(new Set(ids).size, students.length);
      for (const r of starts) assert.ok(r.json().data.attributes.time_left > 0);

      // Saves: each student its own answer; one student two sequences of one question at once; a save
      // into another student's attempt; a save after that student's own attempt finished.
      await finish(students[11]!, ids[11]!);
      const saves = await Promise.all([
        ...students.slice(0, 10).map((s, i) => answer(s, ids[i]!, q[0]!.id, String((i % 4) + 1), 1)),
        answer(students[0]!, ids[0]!, q[4]!.id, '<p>primeira</p>', 2),
        answer(students[0]!, ids[0]!, q[4]!.id, '<p>segunda</p>', 3),
        answer(students[1]!, ids[2]!, q[1]!.id, '1', 1),
        answer(students[11]!, ids[11]!, q[1]!.id, '1', 1),
      ]);
      saves.slice(0, 12).forEach((r) => assert.equal(r.statusCode, 200, r.body));
      for (const r of saves.slice(0, 10)) assert.ok(r.json().meta.time_left > 0);
      assert.equal(saves[12]!.statusCode, 404);
      assert.deepEqual(codes(saves[13]!), ['exam.error.finished']);
      const stored = await ctx.dbHandle.db
        .selectFrom('answers')
        .select(['participation_id', 'question_id', 'user_answer', 'sequence'])
        .where('participation_id', 'in', ids.map(Number))
        .execute();
      const of = (i: number, question: number) =>
        stored.find((a) => a.participation_id === Number(ids[i]) && a.question_id === question);
      students
        .slice(0, 10)
        .forEach((_, i) => assert.equal(of(i, q[0]!.id)?.user_answer, String((i % 4) + 1)));
      assert.equal(of(0, q[4]!.id)?.user_answer, '<p>segunda</p>', 'the higher sequence wins');
      assert.equal(of(0, q[4]!.id)?.sequence, 3);
      assert.equal(of(2, q[1]!.id), undefined, "nothing written into another student's attempt");
      assert.equal(of(11, q[1]!.id), undefined);
    });

    it('a burst of finishes (one transaction per batch): each scored by its own answers, twice is harmless', async () => {
      const students = await Promise.all(Array.from({ length: 6 }, () => newStudent()));
      const ids: string[] = [];
      for (const s of students) ids.push((await start(s, exam1)).json().data.id);
      // Student i answers the first i choice questions right.
      for (const [i, s] of students.entries())
        for (const x of q.slice(0, Math.min(i, 4))) await answer(s, ids[i]!, x.id, x.correct, 1);
      const expected = (i: number) =>
        q.slice(0, Math.min(i, 4)).reduce((sum, x) => sum + (x.id === q[2]!.id ? 2 : 1), 0);
      const replies = await Promise.all([
        ...students.map((s, i) => finish(s, ids[i]!)),
        finish(students[0]!, ids[0]!),
        finish(students[1]!, ids[2]!),
        finish(students[1]!, '999999999'),
      ]);
      replies.slice(0, 7).forEach((r) => assert.equal(r.statusCode, 200, r.body));
      assert.equal(replies[7]!.statusCode, 404, "someone else's attempt");
      assert.equal(replies[8]!.statusCode, 404);
      for (const [i, id] of ids.entries()) {
        const row = await participationRow(id);
        assert.ok(row.finished_at, `attempt ${i} finished`);
        assert.equal(row.score, expected(i), `attempt ${i} scored by its own answers`);
        assert.equal(replies[i]!.json().data.attributes.status, 'finished');
        assert.equal(replies[i]!.json().data.attributes.answers.length, Math.min(i, 4));
      }
      assert.equal(
        replies[6]!.json().data.attributes.finished_at,
        replies[0]!.json().data.attributes.finished_at,
      );
      // Finished: later saves are refused.
      assert.deepEqual(codes(await answer(students[5]!, ids[5]!, q[4]!.id, '<p>tarde</p>', 9)), [
        'exam.error.finished',
      ]);
    });

    it("another user's participation is a 404 on every write; lists show only what the caller may see", async () => {
      const url = `/participations/${alunoParticipation}`;
      assert.equal((await answer(aluna, alunoParticipation, q[0]!.id, '1', 100)).statusCode, 404);
      assert.equal((await timer(aluna, alunoParticipation, q[0]!.id, 100)).statusCode, 404);
      assert.equal((await finish(aluna, alunoParticipation)).statusCode, 404);
      assert.equal((await answer(admin, alunoParticipation, q[0]!.id, '1', 100)).statusCode, 404);
      assert.equal((await finish(coordinator, alunoParticipation)).statusCode, 404);
      assert.equal((await participationRow(alunoParticipation)).finished_at, null);

      let res = await send('GET', `/participations?filter[user_id]=${alunoId}`, aluna);
      assert.equal(res.statusCode, 403);
      res = await send('GET', '/participations', aluna);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json().data, []);
      res = await send('GET', `/participations?filter[exam_id]=${exam1}&include=user&sort=user.name`, admin);
      assert.equal(res.statusCode, 200);
      assert.ok(res.json().data.length >= 5);
      assert.equal(res.headers['x-total-count'], String(res.json().meta.total_count));
      // The total is the same whichever page is asked: full pages, the short last one, past the end.
      const all = Number(res.json().meta.total_count);
      for (const number of [1, 2, Math.ceil(all / 2), Math.ceil(all / 2) + 1, 99]) {
        const page = await send(
          'GET',
          `/participations?filter[exam_id]=${exam1}&page[size]=2&page[number]=${number}`,
          admin,
        );
        assert.equal(page.json().meta.total_count, all, `page ${number}`);
        assert.equal(page.headers['x-total-count'], String(all));
        assert.equal(
          page.json().data.length,
          Math.max(0, Math.min(2, all - (number - 1) * 2)),
          `rows of page ${number}`,
        );
      }
      res = await send('GET', `/participations?filter[exam_id]=${exam1}`, coordinator);
      assert.ok(res.json().data.some((p: Json) => p.id === alunoParticipation));
      res = await send('GET', `/participations?filter[exam_id]=${exam1}`, coordinatorWithout);
      assert.deepEqual(res.json().data, []);
      assert.equal((await send('GET', '/participations?filter[exam_id]=abc', aluno)).statusCode, 400);
      assert.equal((await send('GET', '/participations?filter[nope]=1', aluno)).statusCode, 400);

      // Signed out: 401 everywhere.
      for (const [method, path] of [
        ['GET', '/participations'],
        ['POST', '/participations'],
        ['PUT', `${url}/answers/${q[0]!.id}`],
        ['PUT', `${url}/timer`],
        ['POST', `${url}/finish`],
      ] as const) {
        res = await send(method, path, {}, method === 'GET' ? undefined : { data: { type: 'x' } });
        assert.equal(res.statusCode, 401, `${method} ${path}`);
      }
    });

    it('the closing job finishes an overdue participation with every saved answer', async () => {
      const student = await newStudent();
      const id = (await start(student, exam1)).json().data.id;
      assert.equal((await answer(student, id, q[0]!.id, q[0]!.correct, 1)).statusCode, 200);
      assert.equal((await answer(student, id, q[2]!.id, q[2]!.correct, 1)).statusCode, 200);
      await ctx.dbHandle.db
        .updateTable('participations')
        .set({ ends_at: sql`now() - interval '200 seconds'` })
        .where('id', '=', Number(id))
        .execute();
      await waitFor(async () => (await participationRow(id)).finished_at !== null);
      const row = await participationRow(id);
      assert.equal(row.finished_at!.toISOString(), row.ends_at.toISOString());
      assert.equal(row.score, 3);
      // Still open ones inside the grace window are left alone.
      assert.equal((await participationRow(alunoParticipation)).finished_at, null);
      const again = await finish(student, id);
      assert.equal(again.statusCode, 200);
      assert.equal(again.json().data.attributes.finished_at, row.ends_at.toISOString());
    });

    it('signing out ends the session on the answer saves at once, although they cache sessions', async () => {
      const s = await createSession(ctx.dbHandle.db, alunoId, 24);
      const headers = { 'access-token': s.accessToken, uid: s.uid, client: s.client };
      let res = await answer(headers, alunoParticipation, q[0]!.id, '1', 1000);
      assert.notEqual(res.statusCode, 401, res.body);
      res = await send('DELETE', '/auth/sign_out', headers);
      assert.equal(res.statusCode, 204);
      res = await answer(headers, alunoParticipation, q[0]!.id, '1', 1001);
      assert.equal(res.statusCode, 401);
      res = await timer(headers, alunoParticipation, q[0]!.id, 5);
      assert.equal(res.statusCode, 401);
    });

    it("a past edition: aluno@'s finished participation shows its published score and graded answers", async () => {
      const res = await send(
        'GET',
        `/participations?filter[exam_id]=${pastExam}&filter[user_id]=${alunoId}`,
        aluno,
      );
      assert.equal(res.statusCode, 200);
      const [p] = res.json().data;
      assert.equal(p.attributes.status, 'finished');
      assert.equal(
        p.attributes.score,
        2.5,
        "1 right choice + 1.5 for the open answer; the cancelled one excluded (the exam's policy: drop)",
      );
      const graded = p.attributes.answers.find((x: Json) => x.question_id === String(pastQuestions[3]));
      assert.equal(graded.open_ended_score, 1.5);
      assert.ok(graded.open_ended_comment);
      const ratings = await ctx.dbHandle.db
        .selectFrom('ratings')
        .selectAll()
        .where('exam_id', '=', pastExam)
        .where('user_id', '=', alunoId)
        .execute();
      assert.equal(ratings.length, 1);
      assert.equal(ratings[0]!.is_ranked, true);
      // The in-progress exam keeps results hidden from the participant.
      const own = await send('GET', `/participations?filter[exam_id]=${exam1}`, aluno);
      assert.equal(own.json().data[0].attributes.score, null);
      assert.equal(own.json().data[0].attributes.answers[0].open_ended_score, undefined);
    });
  });
}
