import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { sessionHeaders } from './helpers/requests.js';
import { editionIdOf, examIdOf, userIdOf } from './helpers/demo-ids.js';
import { multipart } from './helpers/project-phase.js';

type Json = Record<string, any>;

/**
 * Issue 33 item 6: a score import on a file (project) phase, such as OBIA 2026's presential phase 3
 * ("Em grupo"), stores each line as the participation's result_score (the score a file phase shows and
 * ranks by, spec 3 §2.12, §7 "PUT project_score"), and the answer says how many it stored.
 */
for (const engine of engines()) {
  describe(`score import on a file phase (${engine.name})`, () => {
    let ctx: TestContext;
    let admin: Record<string, string>;
    let examId: number;
    const db = () => ctx.dbHandle.db;

    const importScores = (csv: string, preview = false) => {
      const parts = [
        { field: 'csv_file', filename: 'notas.csv', bytes: Buffer.from(csv), contentType: 'text/csv' },
        ...(preview ? [{ field: 'preview', value: 'true' }] : []),
      ];
      const body = multipart(parts);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/exams/${examId}/import_scores`,
        headers: { ...admin, 'content-type': body.contentType, 'accept-language': 'pt-BR' },
        payload: body.payload,
      });
    };
    const listed = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/participations?filter[exam_id]=${examId}&include=user&sort=user.name&page[size]=50`,
        headers: admin,
      });
      assert.equal(res.statusCode, 200, res.body);
      const users = new Map<string, string>(
        (res.json().included as Json[])
          .filter((r) => r.type === 'users')
          .map((u) => [String(u.id), String(u.attributes.email)]),
      );
      return new Map(
        (res.json().data as Json[]).map((p) => [
          users.get(String(p.relationships.user.data.id)),
          { score: p.attributes.score, status: p.attributes.correction_status },
        ]),
      );
    };

    before(async () => {
      ctx = await startApp(engine, { JOBS_POLL_MS: '3600000' });
      admin = await sessionHeaders(db(), await userIdOf(db(), 'admin@olimpiada.dev'));
      const edition = await editionIdOf(db(), 'OBIA 2026');
      examId = await examIdOf(db(), edition, 3);
      // A second participant: the demo subscribes aluno@ only.
      await db()
        .insertInto('inscriptions')
        .values({
          edition_id: edition,
          user_id: await userIdOf(db(), 'aluna@olimpiada.dev'),
          category: 'regular',
          registrable_type: 'Core::Student',
        })
        .execute();
      const exam = await db()
        .selectFrom('exams')
        .select('kind')
        .where('id', '=', examId)
        .executeTakeFirstOrThrow();
      assert.equal(exam.kind, 'presential');
    });
    after(async () => {
      await ctx?.close();
    });

    it('stores the scores as the participations the list shows, and says how many it stored', async () => {
      const csv = 'email;nota\naluno@olimpiada.dev;8,5\naluna@olimpiada.dev;7\n';
      const preview = await importScores(csv, true);
      assert.equal(preview.statusCode, 200, preview.body);
      assert.deepEqual(preview.json().meta.scores.errors, []);

      const res = await importScores(csv);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().meta.imported, 2);

      const rows = await listed();
      assert.deepEqual(rows.get('aluno@olimpiada.dev'), { score: 8.5, status: 'corrected' });
      assert.deepEqual(rows.get('aluna@olimpiada.dev'), { score: 7, status: 'corrected' });
      const stored = await db()
        .selectFrom('participations')
        .innerJoin('users', 'users.id', 'participations.user_id')
        .select(['users.email', 'participations.score', 'participations.result_score'])
        .where('participations.exam_id', '=', examId)
        .orderBy('users.email')
        .execute();
      assert.deepEqual(
        stored.map((p) => [p.email, Number(p.score), Number(p.result_score)]),
        [
          ['aluna@olimpiada.dev', 7, 7],
          ['aluno@olimpiada.dev', 8.5, 8.5],
        ],
      );
    });

    it('a second import replaces the file phase scores it stored', async () => {
      const res = await importScores('aluno@olimpiada.dev;9\n');
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().meta.imported, 1);
      const rows = await listed();
      assert.equal(rows.get('aluno@olimpiada.dev')?.score, 9);
      assert.equal(rows.get('aluna@olimpiada.dev')?.score, 7);
    });
  });
}
