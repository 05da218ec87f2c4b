import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { currentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { jobResource } from '../../jobs/resource.js';
import { idParams, jsonSchemaOf, noQuery } from '../../http/route-schema.js';
import { requestLocale } from '../../http/locale.js';
import { auditPage } from '../../audit/audit-page.js';
import { RESCORE_JOB_KIND } from '../../shared-rules.js';
import type { Job } from '../../jobs/queue.js';
import { loadStaffExam, staffQuestionRequest } from './access.js';

const auditQuery: QuerySpec = { paging: { defaultSize: 20, maxSize: 100, pagePer: true } };

/** GET exams/{id}/rescore (the latest rescoring job) and GET questions/{id}/audit_log; the exam's staff. */
export function auditLogRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.get<{ Params: { id: string } }>(
    '/exams/:id/rescore',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['questions'],
        summary:
          "The exam's latest rescoring job (status, progress_done/progress_total, result), or data: null; its staff",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const exam = await loadStaffExam(db, Number(req.params.id), config.projectId, me, locale);
      const { rows } = await sql<Job>`
        select * from jobs
         where kind = ${RESCORE_JOB_KIND} and edition_id = ${exam.edition_id}
           and payload->>'examId' = ${String(exam.id)}
         order by id desc limit 1`.execute(db);
      return toDocument(rows[0] ? jobResource(rows[0]) : null);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/questions/:id/audit_log',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['questions'],
        summary:
          "The question's audit entries, newest first (its exam's staff): action, actor, changes {field: [before, after]}, created_at; page[number], page[size] (20)",
        params: jsonSchemaOf(idParams('id')),
        querystring: querystringSchema(auditQuery),
      },
    },
    async (req, reply) => {
      const q = parseQuery(req.query, auditQuery);
      const { question, exam } = await staffQuestionRequest(req, db, config.projectId);
      return auditPage(
        db,
        { editionId: exam.edition_id, subject: { type: 'questions', id: question.id } },
        q,
        req,
        reply,
      );
    },
  );
}
