import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import {
  ExamAttributesSchema,
  ExamSummaryAttributesSchema,
  ParticipationAttributesSchema,
  QuestionAttributesSchema,
} from '../src/shared-rules.js';
import { engines } from './helpers/engines.js';
import { edgeApp } from './edge/edge-app.js';

type Json = Record<string, any>;

/** Parses `attributes` with the shared schema, naming the resource and the failing paths when it does not fit. */
function assertFits(schema: v.GenericSchema, resource: Json) {
  const result = v.safeParse(
    v.strictObject((schema as v.ObjectSchema<v.ObjectEntries, undefined>).entries),
    resource.attributes,
  );
  assert.ok(
    result.success,
    `${resource.type} ${resource.id}: ${result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`).join('; ')}`,
  );
}

// The exams, questions and participations the API serves fit the one wire contract the clients read
// (shared-contracts/src/wire/exam-wire.ts): no attribute missing, none extra, every type as declared.
for (const engine of engines())
  describe(`wire contract on ${engine.name}`, () => {
    const app = edgeApp(engine);

    it('an exam with its questions, as a participant reads it', async () => {
      const { ctx, fx } = app;
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/exams/${fx.ids.exam}?include=questions`,
        headers: fx.headers.student,
      });
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      assertFits(ExamAttributesSchema, doc.data);
      const questions = (doc.included ?? []).filter((r: Json) => r.type === 'questions');
      assert.ok(questions.length > 0, 'the demo exam has questions');
      for (const q of questions) assertFits(QuestionAttributesSchema, q);
    });

    it("an edition's exams, as the edition list includes them", async () => {
      const { ctx, fx } = app;
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/editions/${fx.ids.edition}?include=exams`,
        headers: fx.headers.student,
      });
      assert.equal(res.statusCode, 200, res.body);
      const exams = (res.json().included ?? []).filter((r: Json) => r.type === 'exams');
      assert.ok(exams.length > 0, 'the demo edition has exams');
      for (const e of exams) assertFits(ExamSummaryAttributesSchema, e);
    });

    it("the student's participations", async () => {
      const { ctx, fx } = app;
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/participations?filter[exam_id]=${fx.ids.exam}`,
        headers: fx.headers.student,
      });
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data as Json[];
      assert.ok(data.length > 0, 'the demo student has a participation');
      for (const p of data) assertFits(ParticipationAttributesSchema, p);
    });
  });
