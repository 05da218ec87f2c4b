import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { RESCORE_JOB_KIND } from '../src/shared-rules.js';
import { enqueueJob, findJob } from '../src/jobs/queue.js';
import { rescoreJob } from '../src/features/questions/rescore-job.js';
import type { CancelledQuestionPolicy } from '../src/db/schema.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { pointers, sender, sessionHeaders } from './helpers/requests.js';
import { editionIdOf, userIdOf } from './helpers/demo-ids.js';
import {
  expectedPositions,
  expectedScore,
  scoresOf,
  seedRescoreExam,
  type ExamState,
} from './helpers/rescore-exam.js';

type Json = Record<string, any>;
const N = 12;
const BIG = 10_000;

const statusBody = (id: number, status: string, comment: string | null, multipleChoice?: string[]) => ({
  data: {
    type: 'questions',
    id: String(id),
    attributes: {
      status,
      resolution: {
        ...(comment === null ? {} : { comment }),
        ...(multipleChoice ? { multiple_choice: multipleChoice } : {}),
      },
    },
  },
});

for (const engine of engines()) {
  describe(`rescoring after a question is cancelled or re-keyed (${engine.name})`, () => {
    let ctx: TestContext;
    let coord: Record<string, string>;
    let coordId: number;
    let exam: { examId: number; q1: number; q2: number; q3: number };
    const state: ExamState = {
      policy: 'credit_all',
      q1: { status: 'active', key: '1' },
      q2: { status: 'active', key: '2' },
    };
    const send = sender(() => ctx.app);
    const db = () => ctx.dbHandle.db;

    /** Every finished participation's score and rating as the state says; the open one untouched. */
    const assertScores = async (examId: number, prefix: string, s: ExamState, n: number) => {
      const rows = await scoresOf(db(), examId, prefix);
      const finished = rows.filter((r) => r.finished);
      assert.equal(finished.length, n);
      const expected = new Map(finished.map((r) => [r.i, expectedScore(r.i, s)]));
      const positions = expectedPositions(expected);
      let wrong = 0;
      for (const r of finished) {
        const score = expected.get(r.i)!;
        if (
          r.score !== score ||
          r.r_score !== score ||
          r.is_ranked !== score >= 2 ||
          r.position !== positions.get(r.i)
        )
          wrong++;
      }
      assert.equal(wrong, 0, `${wrong} participations scored or ranked wrong`);
      const open = rows.filter((r) => !r.finished);
      assert.deepEqual(
        open.map((r) => r.score),
        [null],
      );
    };
    const setPolicy = async (examId: number, policy: CancelledQuestionPolicy) => {
      await db()
        .updateTable('exams')
        .set({ cancelled_question_policy: policy })
        .where('id', '=', examId)
        .execute();
      state.policy = policy;
    };
    const putStatus = async (id: number, status: string, key?: string[], headers = coord) => {
      const res = await send(
        'PUT',
        `/questions/${id}/status`,
        headers,
        statusBody(id, status, '<p>Revisada pela banca.</p>', key),
      );
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };
    const auditOf = async (id: number) =>
      (await send('GET', `/questions/${id}/audit_log`, coord)).json().data.map((e: Json) => e.attributes);

    before(async () => {
      ctx = await startApp(engine, { JOBS_POLL_MS: '3600000' });
      coordId = await userIdOf(db(), 'coordenador@olimpiada.dev');
      coord = await sessionHeaders(db(), coordId);
      exam = await seedRescoreExam(db(), await editionIdOf(db(), 'OBIA 2026'), N, 'small');
    });
    after(async () => ctx?.close());

    it('PUT questions/{id}/status: the comment is required and the key must be one of its alternatives; nothing changes', async () => {
      const missing = await send(
        'PUT',
        `/questions/${exam.q1}/status`,
        coord,
        statusBody(exam.q1, 'cancelled', null),
      );
      assert.equal(missing.statusCode, 422);
      assert.deepEqual(pointers(missing), ['/data/attributes/resolution/comment']);
      assert.equal(missing.json().errors[0].detail, 'Campo Obrigatorio');
      const blank = await send(
        'PUT',
        `/questions/${exam.q1}/status`,
        { ...coord, 'accept-language': 'es' },
        statusBody(exam.q1, 'cancelled', '<p> </p>'),
      );
      assert.equal(blank.json().errors[0].detail, 'Campo obligatorio');
      const foreign = await send(
        'PUT',
        `/questions/${exam.q1}/status`,
        coord,
        statusBody(exam.q1, 'active', 'ok', ['9']),
      );
      assert.equal(foreign.statusCode, 422);
      assert.deepEqual(pointers(foreign), ['/data/attributes/resolution/multiple_choice']);
      const two = await send(
        'PUT',
        `/questions/${exam.q1}/status`,
        coord,
        statusBody(exam.q1, 'active', 'ok', ['1', '2']),
      );
      assert.equal(two.statusCode, 422);
      const badStatus = await send(
        'PUT',
        `/questions/${exam.q1}/status`,
        coord,
        statusBody(exam.q1, 'gone', 'ok'),
      );
      assert.deepEqual(pointers(badStatus), ['/data/attributes/status']);
      const q = await db()
        .selectFrom('questions')
        .selectAll()
        .where('id', '=', exam.q1)
        .executeTakeFirstOrThrow();
      assert.equal(q.status, 'active');
      assert.equal((await send('GET', `/exams/${exam.examId}/rescore`, coord)).json().data, null);
    });

    it('cancelling a question of an exam with answers rescores everyone by the default policy (credit_all) and recomputes the ranking', async () => {
      const doc = await putStatus(exam.q1, 'cancelled');
      assert.equal(doc.meta.message, 'Questão atualizada!');
      assert.equal(doc.data.attributes.status, 'cancelled');
      assert.equal(doc.data.attributes.resolution.comment, '<p>Revisada pela banca.</p>');
      const job = doc.meta.rescore;
      assert.equal(job.type, 'jobs');
      assert.equal(job.attributes.kind, RESCORE_JOB_KIND);
      assert.equal(job.attributes.progress_total, N);
      const followed = (await send('GET', `/exams/${exam.examId}/rescore`, coord)).json().data;
      assert.equal(followed.id, job.id);
      await ctx.app.jobWorker.drain();
      const done = (await send('GET', `/exams/${exam.examId}/rescore`, coord)).json().data.attributes;
      assert.equal(done.status, 'succeeded');
      assert.equal(done.progress_done, N);
      state.q1.status = 'cancelled';
      await assertScores(exam.examId, 'small', state, N);
      const [entry] = await auditOf(exam.q1);
      assert.equal(entry.action, 'question.cancelled');
      assert.deepEqual(entry.changes.status, ['active', 'cancelled']);
      assert.deepEqual(entry.changes['resolution.comment'], [null, '<p>Revisada pela banca.</p>']);
      assert.ok(entry.actor_name);
      assert.ok(entry.created_at);
    });

    it('credit_answered and drop: restoring and cancelling again rescores by the exam policy', async () => {
      for (const policy of ['credit_answered', 'drop', 'credit_all'] as const) {
        await setPolicy(exam.examId, policy);
        await putStatus(exam.q1, 'active');
        await ctx.app.jobWorker.drain();
        state.q1.status = 'active';
        await assertScores(exam.examId, 'small', state, N);
        await putStatus(exam.q1, 'cancelled');
        await ctx.app.jobWorker.drain();
        state.q1.status = 'cancelled';
        await assertScores(exam.examId, 'small', state, N);
      }
      // The three policies give different scores here (participants who skipped q1 tell them apart).
      const scores = (s: ExamState) => [1, 2, 3, 4, 5, 6].map((i) => expectedScore(i, s));
      assert.notDeepEqual(
        scores({ ...state, policy: 'credit_all' }),
        scores({ ...state, policy: 'credit_answered' }),
      );
      assert.notDeepEqual(
        scores({ ...state, policy: 'credit_answered' }),
        scores({ ...state, policy: 'drop' }),
      );
      const actions = (await auditOf(exam.q1)).map((e: Json) => e.action);
      assert.deepEqual(actions.slice(0, 2), ['question.cancelled', 'question.restored']);
    });

    it('changing the correct alternative keeps the status (active or cancelled) and rescores', async () => {
      const active = await putStatus(exam.q2, 'active', ['3']);
      assert.equal(active.data.attributes.status, 'active');
      assert.deepEqual(active.data.attributes.resolution.multiple_choice, ['3']);
      assert.equal(active.data.attributes.alternatives.find((a: Json) => a.id === '3').correct, true);
      const cancelled = await putStatus(exam.q1, 'cancelled', ['2']);
      assert.equal(cancelled.data.attributes.status, 'cancelled');
      await ctx.app.jobWorker.drain();
      state.q2.key = '3';
      state.q1.key = '2';
      await assertScores(exam.examId, 'small', state, N);
      const [entry] = await auditOf(exam.q2);
      assert.equal(entry.action, 'question.answer_key_changed');
      assert.deepEqual(entry.changes['resolution.multiple_choice'], [['2'], ['3']]);
    });

    it('the rescore is idempotent: running it again, or after scores were overwritten, gives the same scores', async () => {
      const before = await scoresOf(db(), exam.examId, 'small');
      await enqueueJob(db(), RESCORE_JOB_KIND, { examId: exam.examId }, { key: 'again', editionId: null });
      await ctx.app.jobWorker.drain();
      assert.deepEqual(await scoresOf(db(), exam.examId, 'small'), before);
      await sql`update participations set score = 99 where exam_id = ${exam.examId} and finished_at is not null`.execute(
        db(),
      );
      await sql`update ratings set category_position = null, is_ranked = true where exam_id = ${exam.examId}`.execute(
        db(),
      );
      await enqueueJob(
        db(),
        RESCORE_JOB_KIND,
        { examId: exam.examId },
        { key: 'after-crash', editionId: null },
      );
      await ctx.app.jobWorker.drain();
      assert.deepEqual(await scoresOf(db(), exam.examId, 'small'), before);
    });

    it('a change made while a rescore runs is applied: the running job yields to the newer one', async () => {
      const first = await putStatus(exam.q2, 'active', ['2']);
      const jobA = (await findJob(db(), Number(first.meta.rescore.id)))!;
      let changedMidway = false;
      // Job A runs; before it writes its first batch the organiser restores q1 (job B is queued).
      const result = await rescoreJob(jobA, {
        db: db(),
        log: ctx.app.log,
        progress: async () => {
          if (!changedMidway) {
            changedMidway = true;
            const second = await putStatus(exam.q1, 'active');
            assert.notEqual(second.meta.rescore.id, first.meta.rescore.id, 'a new job for the new change');
          }
          return true;
        },
      });
      assert.equal(result?.superseded, true);
      await ctx.app.jobWorker.drain();
      state.q2.key = '2';
      state.q1.status = 'active';
      await assertScores(exam.examId, 'small', state, N);
      const latest = (await send('GET', `/exams/${exam.examId}/rescore`, coord)).json().data;
      assert.equal(latest.attributes.status, 'succeeded');
      assert.equal(latest.attributes.progress_done, N);
    });

    it('a new scoring policy saved on the exam (PATCH exams/{id}) rescores those who finished', async () => {
      // Policies are edited until the exam ends: put it under way for the edit, then end it again.
      const day = 86_400_000;
      const move = (end: number) =>
        db()
          .updateTable('exams')
          .set({ end_date: new Date(Date.now() + end) })
          .where('id', '=', exam.examId)
          .execute();
      await move(day);
      await putStatus(exam.q1, 'cancelled');
      await ctx.app.jobWorker.drain();
      state.q1.status = 'cancelled';
      const next = state.policy === 'drop' ? 'credit_answered' : 'drop';
      const res = await send('PATCH', `/exams/${exam.examId}`, coord, {
        data: {
          type: 'exams',
          id: String(exam.examId),
          attributes: { cancelled_question_policy: next, description: '<p>Fase 1</p>' },
        },
      });
      assert.equal(res.statusCode, 200, res.body);
      const job = (await send('GET', `/exams/${exam.examId}/rescore`, coord)).json().data;
      assert.equal(job?.attributes.status, 'queued', 'a rescore job was queued');
      await ctx.app.jobWorker.drain();
      state.policy = next;
      await assertScores(exam.examId, 'small', state, N);
      await move(-day);
    });

    it('only the comment changed: no rescore', async () => {
      const res = await send(
        'PUT',
        `/questions/${exam.q3}/status`,
        coord,
        statusBody(exam.q3, 'active', '<p>Critérios.</p>'),
      );
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().meta.rescore, null);
    });

    it(`${BIG.toLocaleString('en-US')} participations are rescored correctly after a cancel`, async () => {
      const big = await seedRescoreExam(db(), await editionIdOf(db(), 'OBIA 2026'), BIG, 'big');
      const s: ExamState = {
        policy: 'credit_all',
        q1: { status: 'active', key: '1' },
        q2: { status: 'active', key: '2' },
      };
      const doc = await putStatus(big.q2, 'cancelled');
      assert.equal(doc.meta.rescore.attributes.progress_total, BIG);
      await ctx.app.jobWorker.drain();
      const job = (await send('GET', `/exams/${big.examId}/rescore`, coord)).json().data.attributes;
      assert.equal(job.status, 'succeeded', job.last_error);
      assert.equal(job.progress_done, BIG);
      s.q2.status = 'cancelled';
      await assertScores(big.examId, 'big', s, BIG);
    });
  });
}
