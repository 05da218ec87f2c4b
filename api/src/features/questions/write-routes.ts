import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { currentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { toDocument } from '../../jsonapi/serialize.js';
import {
  idParams,
  jsonApiBody,
  jsonSchemaOf,
  noQuery,
  optIdValue,
  optNumberValue,
  optText,
  record,
  toOne,
} from '../../http/route-schema.js';
import { requestLocale } from '../../http/locale.js';
import { staffQuestionResource } from '../exams/staff-resource.js';
import { assertUpcoming, loadStaffExam, staffQuestionRequest } from './access.js';
import { questionFailure, questionText } from './messages.js';
import { readQuestionInput } from './question-input.js';
import { createQuestion, deleteQuestion, updateQuestion } from './question-write.js';

const TYPES = ['questions'];

const questionBody = jsonSchemaOf(
  jsonApiBody(
    {
      statement: optText,
      kind: optText,
      style: optText,
      alternatives: v.optional(v.nullable(v.array(v.unknown()))),
      resolution: v.optional(v.nullable(record({ comment: optText }))),
      education_subject_id: optIdValue,
      character_limit: optNumberValue,
      weight: optNumberValue,
      exam_id: optIdValue,
    },
    { exam: toOne },
  ),
);

/** The exam a POST names: relationships.exam, or attributes.exam_id. */
function examIdOf(body: unknown, attributes: Record<string, unknown>): number | undefined {
  const rel = (body as { data?: { relationships?: { exam?: { data?: { id?: unknown } } } } })?.data
    ?.relationships?.exam?.data?.id;
  const id = rel ?? attributes.exam_id;
  const text = typeof id === 'number' ? String(id) : id;
  return typeof text === 'string' && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined;
}

/** POST questions, PATCH questions/{id}, DELETE questions/{id}: the exam's staff, while it is upcoming. */
export function questionWriteRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.post(
    '/questions',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['questions'],
        summary:
          'Creates a question, last in its exam: {data:{type:"questions", attributes:{statement, kind, style, alternatives:[{description, correct}], resolution:{comment}, education_subject_id, character_limit, weight}, relationships:{exam:{data:{type:"exams", id}}}}} → 201 with the question as staff read it; the exam\'s staff, while it is upcoming',
        querystring: jsonSchemaOf(noQuery),
        body: questionBody,
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const { attributes } = readResourceBody(req.body, TYPES);
      const examId = examIdOf(req.body, attributes);
      if (examId === undefined)
        throw questionFailure(422, 'examNotFound', locale, '/data/relationships/exam');
      const exam = await loadStaffExam(db, examId, config.projectId, me, locale);
      await assertUpcoming(db, exam, locale);
      const values = readQuestionInput(attributes, locale);
      const question = await createQuestion(db, exam, values, me.id);
      reply.code(201);
      return toDocument(staffQuestionResource(question), {
        meta: { message: questionText('saved', locale) },
      });
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/questions/:id',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['questions'],
        summary:
          "Edits a question (the attributes of POST; absent ones keep their value; alternatives sent with their id keep it) → the question as staff read it; the exam's staff, while it is upcoming",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
        body: questionBody,
      },
    },
    async (req) => {
      const { me, locale, question, exam } = await staffQuestionRequest(req, db, config.projectId);
      const { id, attributes } = readResourceBody(req.body, TYPES);
      if (id !== undefined && id !== String(question.id))
        throw questionFailure(409, 'idMismatch', locale, '/data/id');
      await assertUpcoming(db, exam, locale);
      const values = readQuestionInput(attributes, locale, question);
      const updated = await updateQuestion(db, exam, question, values, me.id);
      return toDocument(staffQuestionResource(updated), { meta: { message: questionText('saved', locale) } });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/questions/:id',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['questions'],
        summary:
          "Deletes a question and takes it out of its exam's order → data null, meta.message; the exam's staff, while it is upcoming",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req) => {
      const { me, locale, question, exam } = await staffQuestionRequest(req, db, config.projectId);
      await assertUpcoming(db, exam, locale);
      await deleteQuestion(db, exam, question, me.id);
      return toDocument(null, { meta: { message: questionText('removed', locale) } });
    },
  );
}
