import { loadEdition } from './load.js';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import multipart from '@fastify/multipart';
import { currentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { FileStore } from '../../files/store.js';
import { idParams, jsonSchemaOf, multipartBody, noQuery } from '../../http/route-schema.js';
import { forbidden, notFound } from '../../jsonapi/errors.js';
import { requiredFilterId } from '../../jsonapi/ids.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { recordAudit } from '../../audit/audit.js';
import { auditPage } from '../../audit/audit-page.js';
import { isEditionStaff } from '../exams/access.js';
import { requestLocale } from '../registration/messages.js';
import { EDITION_MULTIPART_LIMITS, readEditionBody } from './edition-input.js';
import { saveEdition } from './edition-write.js';
import { editionAdmin } from './messages.js';
import { editionDocument } from './routes.js';

/** What POST/PATCH answer: the edition as GET edition/{id}?include=coordinators,countries,time_zone,phases,videos. */
const WRITE_INCLUDE = ['coordinators', 'countries', 'time_zone', 'phases', 'videos'];

const editionMultipart = multipartBody({
  'data[type]': { type: 'string', enum: ['editions'] },
  'data[attributes]': {
    type: 'string',
    description:
      'JSON of the form: {description, start_registration, end_registration, results_due, time_zone, country_ids, coordinators_emails, phases, achievements, videos}',
  },
  'data[relationships]': { type: 'string', description: 'JSON: {countries:{data:[{type:"countries",id}]}}' },
  logo: { type: 'string', format: 'binary', description: 'png, jpeg, gif or webp (by content), up to 1 MB' },
  certificate_template: { type: 'string', format: 'binary', description: '.html.erb, up to 512 KB' },
  'achievement_templates[0]': {
    type: 'string',
    format: 'binary',
    description: 'achievement_templates[<i>]: the template of achievement i (level i + 1)',
  },
});

const auditQuery: QuerySpec = { paging: { defaultSize: 20, maxSize: 100, pagePer: true } };
const inscriptionsQuery: QuerySpec = {
  filters: ['edition_id'],
  paging: { defaultSize: 20, maxSize: 100, pagePer: true },
};

/** The edition an id names (not deleted), or 404 error_edition_not_found. */
async function liveEdition(db: Kysely<Database>, projectId: number, id: number) {
  const edition = await loadEdition(db, id, projectId);
  if (!edition) throw notFound('error_edition_not_found');
  return edition;
}

/**
 * Edition administration's writes (spec 2 §5, §7 "Editions"; issue 13): create and edit from the form
 * (multipart), an achievement's template removed, the edition's audit log and its inscriptions.
 */
export async function editionWriteRoutes(
  app: FastifyInstance,
  { db, config, store }: { db: Kysely<Database>; config: Config; store: FileStore },
) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: EDITION_MULTIPART_LIMITS, throwFileSizeLimit: false });

    scope.post(
      '/editions',
      {
        config: { access: ['admin'] },
        schema: {
          tags: ['editions'],
          summary:
            'Creates an edition from the form (admin): multipart data[type], data[attributes] (JSON), data[relationships] (JSON), logo, certificate_template, achievement_templates[<i>] → 201 with the edition',
          consumes: ['multipart/form-data'],
          querystring: jsonSchemaOf(noQuery),
          body: editionMultipart,
        },
      },
      async (req, reply) => {
        const me = currentUser(req);
        const locale = requestLocale(req);
        const body = await readEditionBody(req, locale);
        const id = await saveEdition({ db, store, projectId: config.projectId, locale, me, body });
        reply.code(201);
        return editionDocument(db, config.projectId, id, me, {
          include: new Set(WRITE_INCLUDE),
          fields: {},
        });
      },
    );

    scope.patch<{ Params: { id: string } }>(
      '/editions/:id',
      {
        config: { access: ['admin', 'coordinator'] },
        schema: {
          tags: ['editions'],
          summary:
            "Updates an edition from the form (admin, or a coordinator it lists; a coordinator's coordinators_emails are ignored): the same multipart as POST → 200 with the edition",
          consumes: ['multipart/form-data'],
          params: jsonSchemaOf(idParams('id')),
          querystring: jsonSchemaOf(noQuery),
          body: editionMultipart,
        },
      },
      async (req) => {
        const me = currentUser(req);
        const locale = requestLocale(req);
        const existing = await liveEdition(db, config.projectId, Number(req.params.id));
        if (!(await isEditionStaff(db, existing.id, me))) throw forbidden();
        const body = await readEditionBody(req, locale);
        const id = await saveEdition({ db, store, projectId: config.projectId, locale, me, body, existing });
        return editionDocument(db, config.projectId, id, me, {
          include: new Set(WRITE_INCLUDE),
          fields: {},
        });
      },
    );
  });

  app.delete<{ Params: { editionId: string; templateId: string } }>(
    '/editions/:editionId/achievement_templates/:templateId',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['editions'],
        summary:
          "Removes an achievement's certificate template (the edition's staff); the achievement stays, without template. 204",
        params: jsonSchemaOf(idParams('editionId', 'templateId')),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const edition = await liveEdition(db, config.projectId, Number(req.params.editionId));
      if (!(await isEditionStaff(db, edition.id, me))) throw forbidden();
      await db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('certificate_templates')
          // certificate_templates.id is an integer: a path id past its range matches none (404), not a 500.
          .where('id', '=', sql<number>`${Number(req.params.templateId)}::bigint`)
          .where('edition_id', '=', edition.id)
          .where('achievement_level', 'is not', null)
          .returning(['id', 'achievement_level', 'file_name'])
          .executeTakeFirst();
        if (!removed) throw editionAdmin.failure(404, 'templateNotFound', locale);
        await recordAudit(trx, {
          editionId: edition.id,
          actorId: me.id,
          action: 'achievement_template.deleted',
          subjectType: 'certificate_templates',
          subjectId: removed.id,
          changes: {
            [`achievement_templates.${Number(removed.achievement_level)}` as const]: [
              removed.file_name,
              null,
            ],
          },
        });
      });
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { id: string } }>(
    '/editions/:id/audit_log',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['editions'],
        summary:
          "Every admin or coordinator write on the edition, newest first (the edition's staff): action, actor, changes {field: [before, after]}; page[number], page[size] (20)",
        params: jsonSchemaOf(idParams('id')),
        querystring: querystringSchema(auditQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const q = parseQuery(req.query, auditQuery);
      const edition = await liveEdition(db, config.projectId, Number(req.params.id));
      if (!(await isEditionStaff(db, edition.id, me))) throw forbidden();
      return auditPage(db, { editionId: edition.id }, q, req, reply);
    },
  );

  app.get(
    '/inscriptions',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['editions'],
        summary:
          'The inscriptions of an edition (its staff): filter[edition_id] (required), page[number], page[size] (20); meta.total_count. Each with its user (name, e-mail)',
        querystring: querystringSchema(inscriptionsQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const q = parseQuery(req.query, inscriptionsQuery);
      const editionId = requiredFilterId(q, 'edition_id');
      const edition = await liveEdition(db, config.projectId, editionId);
      if (!(await isEditionStaff(db, edition.id, me))) throw forbidden();
      const base = db.selectFrom('inscriptions as i').where('i.edition_id', '=', edition.id);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .select([
          'i.id',
          'i.category',
          'i.registrable_type',
          'i.created_at',
          'i.confirmed_at',
          'u.id as user_id',
          'u.name',
          'u.email',
        ])
        .orderBy('i.id')
        .limit(q.page.size)
        .offset(q.page.offset)
        .execute();
      return toDocument(
        rows.map((r) => ({
          type: 'inscriptions',
          id: r.id,
          attributes: {
            category: r.category,
            registrable_type: r.registrable_type,
            created_at: r.created_at,
            confirmed_at: r.confirmed_at,
            user_name: r.name,
            user_email: r.email,
          },
          relationships: {
            user: { type: 'users', id: r.user_id, attributes: { name: r.name, email: r.email } },
          },
        })),
        { meta: pageMeta(reply, q, Number(total)), links: pageLinks(req.url, q, Number(total)) },
      );
    },
  );
}
