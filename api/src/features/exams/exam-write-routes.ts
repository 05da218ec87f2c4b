import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import multipart from '@fastify/multipart';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { FileStore } from '../../files/store.js';
import { currentUser } from '../../auth/auth-hook.js';
import { idParams, jsonSchemaOf, multipartBody, noQuery } from '../../http/route-schema.js';
import { requestLocale } from '../../http/locale.js';
import { forbidden, notFound } from '../../jsonapi/errors.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { loadEdition } from '../editions/load.js';
import { isEditionStaff } from './access.js';
import { authoring } from './authoring-messages.js';
import { EXAM_MULTIPART_LIMITS, readExamBody, relationshipEditionId } from './exam-input.js';
import { deleteExam, saveExam } from './exam-write.js';
import { loadExam, loadQuestions, type Exam } from './load.js';
import { examFailure } from './messages.js';
import { examCounts, staffExamResource } from './staff-exam-resource.js';
import { dbNow } from './timing.js';

const examForm = multipartBody({
  'data[type]': { type: 'string', enum: ['exams'] },
  'data[id]': { type: 'string', description: 'PATCH: the exam id' },
  'data[attributes]': {
    type: 'string',
    description:
      'JSON: {phase, kind, start_date, end_date, minimal_score, description, survey_url, to_certificate, time_limit, cancelled_question_policy, remove_cover}',
  },
  'data[relationships]': { type: 'string', description: 'JSON: {edition:{data:{type:"editions",id}}}' },
  cover: {
    type: 'string',
    format: 'binary',
    description: 'png, jpeg, gif or webp (by content), up to 200000 bytes',
  },
});

/**
 * The edition the presential form may name among its attributes (`edition: {id}` or `edition_id`), when
 * it sends no relationship.
 */
function attributeEditionId(attributes: unknown): number | undefined {
  const a = attributes as { edition?: { id?: unknown } | null; edition_id?: unknown };
  const raw = a.edition_id ?? a.edition?.id;
  return (typeof raw === 'string' || typeof raw === 'number') && /^[1-9]\d{0,14}$/.test(String(raw))
    ? Number(raw)
    : undefined;
}

/** The exam as its staff read it (GET exams/{id}?include=questions), after a write. */
export async function staffExamDocument(db: Kysely<Database>, projectId: number, id: number) {
  const exam = await loadExam(db, id, projectId);
  if (!exam) throw examFailure(404, 'examNotFound');
  const [questions, counts, now] = await Promise.all([
    loadQuestions(db, exam),
    examCounts(db, [exam.id]),
    dbNow(db),
  ]);
  const view = { now, questions, questionsCount: questions.length, rankedUser: false };
  return toDocument(staffExamResource(exam, view, counts.get(exam.id)), { include: ['questions'] });
}

/** An exam of the served project whose edition the caller administers: 404, else 403. */
export async function staffExam(
  db: Kysely<Database>,
  projectId: number,
  id: number,
  req: FastifyRequest,
): Promise<Exam> {
  const exam = await loadExam(db, id, projectId);
  if (!exam) throw examFailure(404, 'examNotFound');
  if (!(await isEditionStaff(db, exam.edition_id, currentUser(req)))) throw forbidden();
  return exam;
}

/**
 * The exam form's writes (spec 2 §5, §7 "Exams"; issue 14): POST exams and PATCH exams/{id} (multipart
 * with an optional cover, or JSON:API for the presential form), DELETE exams/{id} (and exam/{id}).
 * Admins and the coordinators the exam's edition lists.
 */
export async function examAuthoringRoutes(
  app: FastifyInstance,
  { db, config, store }: { db: Kysely<Database>; config: Config; store: FileStore },
) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: EXAM_MULTIPART_LIMITS, throwFileSizeLimit: false });

    scope.post(
      '/exams',
      {
        config: { access: ['admin', 'coordinator'] },
        schema: {
          tags: ['exams'],
          summary:
            "Creates an exam (the edition's staff): multipart data[type], data[attributes] (JSON), data[relationships] (JSON, the edition), cover; or a JSON:API body → 201 with the exam as staff read it",
          consumes: ['multipart/form-data', 'application/vnd.api+json', 'application/json'],
          querystring: jsonSchemaOf(noQuery),
          body: examForm,
        },
      },
      async (req, reply) => {
        const me = currentUser(req);
        const locale = requestLocale(req);
        const body = await readExamBody(req, locale);
        const editionId =
          relationshipEditionId(body.relationships, locale) ?? attributeEditionId(body.attributes);
        if (editionId === undefined)
          throw authoring.failure(422, 'required', locale, '/data/relationships/edition');
        const edition = await loadEdition(db, editionId, config.projectId);
        if (!edition) throw notFound('error_edition_not_found');
        if (!(await isEditionStaff(db, edition.id, me))) throw forbidden();
        const id = await saveExam({ db, store, locale, me, body, edition });
        reply.code(201);
        return staffExamDocument(db, config.projectId, id);
      },
    );

    scope.patch<{ Params: { id: string } }>(
      '/exams/:id',
      {
        config: { access: ['admin', 'coordinator'] },
        schema: {
          tags: ['exams'],
          summary:
            "Updates an exam (the edition's staff): the same body as POST with data[id]; an absent attribute keeps its value. In progress: phase, dates and time limit are locked; expired: read-only (422)",
          consumes: ['multipart/form-data', 'application/vnd.api+json', 'application/json'],
          params: jsonSchemaOf(idParams('id')),
          querystring: jsonSchemaOf(noQuery),
          body: examForm,
        },
      },
      async (req) => {
        const me = currentUser(req);
        const locale = requestLocale(req);
        const existing = await staffExam(db, config.projectId, Number(req.params.id), req);
        const body = await readExamBody(req, locale);
        if (body.id !== undefined && String(body.id) !== String(existing.id))
          throw authoring.failure(409, 'invalidValue', locale, '/data/id');
        const editionId = relationshipEditionId(body.relationships, locale);
        if (editionId !== undefined && editionId !== existing.edition_id)
          throw authoring.failure(422, 'editionMismatch', locale, '/data/relationships/edition');
        const edition = await loadEdition(db, existing.edition_id, config.projectId);
        if (!edition) throw examFailure(404, 'examNotFound');
        await saveExam({ db, store, locale, me, body, edition, existing });
        return staffExamDocument(db, config.projectId, existing.id);
      },
    );
  });

  const remove = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const exam = await staffExam(db, config.projectId, Number(req.params.id), req);
    await deleteExam(db, exam, currentUser(req), requestLocale(req));
    return reply.code(204).send();
  };
  const deleteSchema = (summary: string) => ({
    config: { access: ['admin', 'coordinator'] as ('admin' | 'coordinator')[] },
    schema: {
      tags: ['exams'],
      summary,
      params: jsonSchemaOf(idParams('id')),
      querystring: jsonSchemaOf(noQuery),
    },
  });
  app.delete<{ Params: { id: string } }>(
    '/exams/:id',
    deleteSchema(
      "Deletes an upcoming exam with its questions (the edition's staff) → 204; 422 (the reason as title) once it has started",
    ),
    remove,
  );
  app.delete<{ Params: { id: string } }>('/exam/:id', deleteSchema('Alias of DELETE /exams/{id}'), remove);
}
