import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { jobResource } from '../../jobs/resource.js';
import { idParams, jsonApiBody, jsonSchemaOf, noQuery, optText, record } from '../../http/route-schema.js';
import { staffQuestionResource } from '../exams/staff-resource.js';
import { staffQuestionRequest } from './access.js';
import { questionFailure, questionText } from './messages.js';
import { changeQuestionStatus, readStatusChange } from './status.js';

const statusBody = jsonSchemaOf(
  jsonApiBody({
    status: optText,
    resolution: v.optional(
      v.nullable(
        record({
          comment: optText,
          multiple_choice: v.optional(v.nullable(v.array(v.union([v.string(), v.number()])))),
        }),
      ),
    ),
  }),
);

/**
 * PUT questions/{id}/status (spec 2 §6 "Question status", §7): cancel, restore, or change the correct
 * alternative (keeping the status), in every exam status; the resolution comment is required. When
 * the exam has finished participations the answer carries meta.rescore, the job that rescores them.
 */
export function statusRoute(app: FastifyInstance, { db, config }: { db: Kysely<Database>; config: Config }) {
  app.put<{ Params: { id: string } }>(
    '/questions/:id/status',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['questions'],
        summary:
          'Cancels or restores a question, or changes its correct alternative: {data:{type:"questions", id, attributes:{status, resolution:{comment (required), multiple_choice:[alternative id]}}}} → the question, meta.rescore (the rescoring job, or null); its exam\'s staff, any exam status',
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
        body: statusBody,
      },
    },
    async (req) => {
      const { me, locale, question, exam } = await staffQuestionRequest(req, db, config.projectId);
      const { id, attributes } = readResourceBody(req.body, ['questions']);
      if (id !== undefined && id !== String(question.id))
        throw questionFailure(409, 'idMismatch', locale, '/data/id');
      const change = readStatusChange(attributes, question, locale);
      const { question: updated, rescore } = await changeQuestionStatus(db, exam, question.id, change, me.id);
      return toDocument(staffQuestionResource(updated), {
        meta: {
          message: questionText('statusUpdated', locale),
          rescore: rescore ? toDocument(jobResource(rescore)).data : null,
        },
      });
    },
  );
}
