import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser, type CurrentUser } from '../../auth/auth-hook.js';
import { idParams, jsonSchemaOf } from '../../http/route-schema.js';
import { badRequest, notFound } from '../../jsonapi/errors.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import {
  booleanFilter,
  parseQuery,
  querystringSchema,
  type ParsedQuery,
  type QuerySpec,
} from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { parseId } from '../users/routes.js';
import { recordAudit } from '../../audit/audit.js';
import { isEditionStaff, staffEditions } from '../exams/access.js';
import { loadEdition, loadEditionRelations } from './load.js';
import { editionAttributes, editionRelationshipNames, editionResource } from './resource.js';

const sortable = [
  'results_due',
  'start_registration',
  'end_registration',
  'start_date',
  'year',
  'description',
  'created_at',
  'id',
] as const;
type SortColumn = (typeof sortable)[number];

const fields = {
  editions: [...editionAttributes, ...editionRelationshipNames],
  users: ['name', 'username', 'fractal_id', 'email'],
  countries: ['name', 'locale', 'address_country_id'],
  phases: ['phase', 'categories', 'additional_data'],
  time_zones: ['name', 'offset', 'country_id'],
  exams: [
    'phase',
    'description',
    'kind',
    'start_date',
    'end_date',
    'time_limit',
    'minimal_score',
    'status',
    'ranked_user',
    'edition',
  ],
  inscriptions: ['category', 'registrable_type', 'created_at'],
  videos: ['description', 'url'],
} as const;

/** GET /editions — admin and coordinator list (spec 2 "Edition list"). */
const adminListQuery: QuerySpec = {
  filters: ['active', 'year'],
  includes: ['coordinators', 'countries', 'phases', 'time_zone'],
  defaultInclude: ['coordinators'],
  sorts: sortable,
  defaultSort: 'start_registration',
  fields,
  paging: { defaultSize: 7, maxSize: 100, pagePer: true },
};

/** The participants' lists: the same query language, differing only in the default order. */
function participantListQuery(defaultSort: string): QuerySpec {
  return {
    filters: ['year'],
    includes: ['coordinators', 'countries', 'time_zone', 'phases', 'inscriptions', 'videos'],
    defaultInclude: ['coordinators', 'countries', 'time_zone'],
    sorts: sortable,
    defaultSort,
    fields,
    paging: { defaultSize: 7, maxSize: 100, pagePer: true },
  };
}

/** GET /active-edition — participants' list (spec 3 §2.1). */
const activeListQuery = participantListQuery('start_registration');

/** GET /inactive-edition — participants' past editions, newest results first (spec 3 §2.2). */
const inactiveListQuery = participantListQuery('-results_due');

/** GET /edition/:id */
export const oneQuery: QuerySpec = {
  includes: ['coordinators', 'countries', 'time_zone', 'phases', 'exams', 'inscriptions', 'videos'],
  fields,
};

/**
 * One edition (not deleted) of the project as GET edition/{id} answers it to `reader` (the staff fields
 * for its staff only); 404 error_edition_not_found.
 */
export async function editionDocument(
  db: Kysely<Database>,
  projectId: number,
  id: number,
  reader: CurrentUser,
  q: Pick<ParsedQuery, 'include' | 'fields'>,
) {
  const edition = await loadEdition(db, id, projectId);
  if (!edition) throw notFound('error_edition_not_found');
  const [relations, staff] = await Promise.all([
    loadEditionRelations(db, [edition], {
      inscriptionsOfUser: reader.id,
      exams: q.include.has('exams'),
      videos: q.include.has('videos'),
    }),
    isEditionStaff(db, edition.id, reader),
  ]);
  return toDocument(editionResource(edition, relations.get(edition.id)!, { staff }), {
    include: q.include,
    fields: q.fields,
  });
}

function applySort<O>(qb: SelectQueryBuilder<Database, 'editions', O>, q: ParsedQuery) {
  let out = qb;
  for (const s of q.sort) {
    const col = `editions.${s.field as SortColumn}` as const;
    out = out.orderBy(col, (ob) => (s.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast()));
  }
  return out.orderBy('editions.id', 'desc');
}

function yearFilter(q: ParsedQuery): number | undefined {
  const raw = q.filter.year;
  if (raw === undefined) return undefined;
  if (!/^\d{4}$/.test(raw.trim())) throw badRequest(`Invalid value for filter[year]: ${raw}`, 'filter[year]');
  return Number(raw);
}

export async function editionRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  async function list(
    req: FastifyRequest,
    reply: FastifyReply,
    q: ParsedQuery,
    where: { active: boolean },
    inscriptionsOfUser: number | undefined,
  ) {
    const staffOf = await staffEditions(db, currentUser(req));
    const staffIn = staffOf === 'all' ? undefined : new Set(staffOf.map(Number));
    const year = yearFilter(q);
    let base = db
      .selectFrom('editions')
      .where('editions.project_id', '=', config.projectId)
      .where('editions.deleted_at', 'is', null)
      .where('editions.active', '=', where.active);
    if (year !== undefined) base = base.where('editions.year', '=', year);
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await applySort(base.selectAll('editions'), q)
      .limit(q.page.size)
      .offset(q.page.offset)
      .execute();
    const relations = await loadEditionRelations(db, rows, {
      inscriptionsOfUser,
      videos: q.include.has('videos'),
    });
    const meta = pageMeta(reply, q, Number(total));
    const staffOn = (e: { id: number }) => !staffIn || staffIn.has(Number(e.id));
    const knownCoordinators = new Set(
      rows.filter(staffOn).flatMap((e) => relations.get(e.id)!.coordinators.map((u) => Number(u.id))),
    );
    return toDocument(
      rows.map((e) => editionResource(e, relations.get(e.id)!, { staff: staffOn(e), knownCoordinators })),
      { include: q.include, fields: q.fields, meta, links: pageLinks(req.url, q, Number(total)) },
    );
  }

  app.get(
    '/editions',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['editions'],
        summary:
          "Editions of the project (admin, coordinator). Default filter[active]=true; page/per or page[number]/page[size], default 7. The staff fields (coordinators_emails, the coordinators' email, certificate_template(_url), achievements, achievement_template_urls, details.achievements) only on the editions the caller administers",
        querystring: querystringSchema(adminListQuery),
      },
    },
    async (req, reply) => {
      const q = parseQuery(req.query, adminListQuery);
      return list(req, reply, q, { active: booleanFilter(q, 'active', true) }, undefined);
    },
  );

  /**
   * A participants' list (any signed-in user): the project's active or inactive editions, each
   * carrying the current user's inscriptions (always included).
   */
  function participantListRoute(path: string, spec: QuerySpec, active: boolean, summary: string) {
    app.get(
      path,
      {
        config: { access: 'signed-in' },
        schema: { tags: ['editions'], summary, querystring: querystringSchema(spec) },
      },
      async (req, reply) => {
        const me = currentUser(req);
        const q = parseQuery(req.query, spec);
        q.include.add('inscriptions');
        return list(req, reply, q, { active }, me.id);
      },
    );
  }

  participantListRoute(
    '/active-edition',
    activeListQuery,
    true,
    "Active editions for participants; each carries the current user's inscriptions (always included)",
  );
  participantListRoute(
    '/inactive-edition',
    inactiveListQuery,
    false,
    "Inactive (past) editions for participants, default sort -results_due; each carries the current user's inscriptions (always included)",
  );

  const getOne = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const me = currentUser(req);
    const q = parseQuery(req.query, oneQuery);
    const id = parseId(req.params.id, 'Edition');
    return editionDocument(db, config.projectId, id, me, q);
  };
  const oneSchema = {
    tags: ['editions'],
    params: jsonSchemaOf(idParams('id')),
    querystring: querystringSchema(oneQuery),
  };
  app.get<{ Params: { id: string } }>(
    '/edition/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        ...oneSchema,
        summary:
          "One edition (any signed-in user); inscriptions are the current user's; the staff fields (see GET /editions) only for the edition's admins and coordinators",
      },
    },
    getOne,
  );
  app.get<{ Params: { id: string } }>(
    '/editions/:id',
    { config: { access: 'signed-in' }, schema: { ...oneSchema, summary: 'Alias of GET /edition/{id}' } },
    getOne,
  );

  app.delete<{ Params: { id: string } }>(
    '/editions/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['editions'],
        summary:
          'Deletes an edition (admin): soft delete (deleted_at), gone from every list and read; its exams and certificates stay',
        params: oneSchema.params,
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const id = parseId(req.params.id, 'Edition');
      await db.transaction().execute(async (trx) => {
        const deleted = await trx
          .updateTable('editions')
          .set({ deleted_at: new Date(), updated_at: new Date() })
          .where('id', '=', id)
          .where('project_id', '=', config.projectId)
          .where('deleted_at', 'is', null)
          .returning(['id', 'description'])
          .executeTakeFirst();
        if (!deleted) throw notFound('error_edition_not_found');
        await recordAudit(trx, {
          editionId: id,
          actorId: me.id,
          action: 'edition.deleted',
          subjectType: 'editions',
          subjectId: id,
          changes: { deleted: [false, true] },
        });
      });
      return reply.code(204).send();
    },
  );
}
