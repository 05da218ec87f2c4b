import { loadEdition } from '../editions/load.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { currentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { idParams, idValue, jsonSchemaOf, noQuery } from '../../http/route-schema.js';
import { forbidden } from '../../jsonapi/errors.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { enqueueJob, latestEditionJob } from '../../jobs/queue.js';
import { recordAudit } from '../../audit/audit.js';
import { jobResource } from '../../jobs/resource.js';
import { isEditionStaff } from '../exams/access.js';
import { requestLocale } from '../registration/messages.js';
import { editionLabel } from './certificate-text.js';
import { GENERATE_CERTIFICATES } from './generate-job.js';

import { certificateFailure, certificateText } from './messages.js';

/** GET editions/:id/certificates: the generated certificates, by holder name, 20 a page. */
const certificateListQuery: QuerySpec = { paging: { defaultSize: 20, maxSize: 100, pagePer: true } };

const generateBody = v.object({ id: idValue });

/**
 * Certificate generation (spec 2 "Edition detail"; issue 13): an edition's staff queue the job that
 * renders every holder's certificate and follow its progress; anyone checks a certificate by its code.
 */
export async function certificateGenerationRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.put<{ Body: { id: string | number } }>(
    '/generate-certificate',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['certificates'],
        summary:
          "Queues the job that renders every holder's certificate of the edition {id} (202, the job); the edition's staff only. Again while it runs: the same job",
        querystring: jsonSchemaOf(noQuery),
        body: jsonSchemaOf(generateBody),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const editionId = Number(req.body.id);
      const edition = await loadEdition(db, editionId, config.projectId);
      if (!edition) throw certificateFailure(404, 'editionNotFound', locale);
      if (!(await isEditionStaff(db, edition.id, me))) throw forbidden();
      const { job } = await db.transaction().execute(async (trx) => {
        const queued = await enqueueJob(
          trx,
          GENERATE_CERTIFICATES,
          { editionId: edition.id, locale },
          { key: `edition:${edition.id}`, editionId: edition.id, createdBy: me.id },
        );
        // A new generation is a write of the edition's staff (again while it runs: the same job, no entry).
        if (queued.created)
          await recordAudit(trx, {
            editionId: edition.id,
            actorId: me.id,
            action: 'certificates.generated',
            subjectType: 'jobs',
            subjectId: queued.job.id,
            changes: { certificate_job: [null, queued.job.id] },
          });
        return queued;
      });
      return reply
        .code(202)
        .send(
          toDocument(jobResource(job), { meta: { message: certificateText('generationQueued', locale) } }),
        );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/editions/:id/certificate_job',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['certificates'],
        summary:
          "The edition's latest certificate job (status, progress, reason of a failure), or data: null",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const edition = await loadEdition(db, Number(req.params.id), config.projectId);
      if (!edition) throw certificateFailure(404, 'editionNotFound', locale);
      if (!(await isEditionStaff(db, edition.id, me))) throw forbidden();
      const job = await latestEditionJob(db, edition.id, GENERATE_CERTIFICATES);
      return toDocument(job ? jobResource(job) : null);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/editions/:id/certificates',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['certificates'],
        summary:
          "The edition's generated certificates (holder, achievement, verification code), by name; page[number], page[size]; its staff only",
        params: jsonSchemaOf(idParams('id')),
        querystring: querystringSchema(certificateListQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const q = parseQuery(req.query, certificateListQuery);
      const edition = await loadEdition(db, Number(req.params.id), config.projectId);
      if (!edition) throw certificateFailure(404, 'editionNotFound', locale);
      if (!(await isEditionStaff(db, edition.id, me))) throw forbidden();
      const base = db.selectFrom('certificates').where('edition_id', '=', edition.id);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .select(['code', 'name', 'achievement', 'score', 'generated_at'])
        .orderBy('name')
        .orderBy('id')
        .limit(q.page.size)
        .offset(q.page.offset)
        .execute();
      return toDocument(
        rows.map((r) => ({
          type: 'certificates',
          id: r.code,
          attributes: {
            name: r.name,
            achievement: r.achievement,
            score: r.score,
            generated_at: r.generated_at,
          },
        })),
        { meta: pageMeta(reply, q, Number(total)), links: pageLinks(req.url, q, Number(total)) },
      );
    },
  );

  app.get<{ Params: { code: string } }>(
    '/certificates/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['certificates'],
        summary:
          "Verifies a certificate by its code (the QR code's URL): the holder's name, the edition and the achievement; 404 when no certificate has it",
        params: jsonSchemaOf(v.object({ code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,32}$/)) })),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      const row = await db
        .selectFrom('certificates as c')
        .innerJoin('editions as e', 'e.id', 'c.edition_id')
        .select(['c.code', 'c.name', 'c.achievement', 'c.generated_at', 'e.description', 'e.year'])
        .where('c.code', '=', req.params.code.toUpperCase())
        .where('e.project_id', '=', config.projectId)
        .where('e.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw certificateFailure(404, 'certificateNotFound', locale);
      return toDocument({
        type: 'certificates',
        id: row.code,
        attributes: {
          name: row.name,
          edition: editionLabel(row.description, row.year),
          achievement: row.achievement,
          generated_at: row.generated_at,
        },
      });
    },
  );
}
