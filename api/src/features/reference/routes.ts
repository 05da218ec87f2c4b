import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { CitiesTable, Database, GradesTable, SchoolUnitsTable, StatesTable } from '../../db/schema.js';
import { badRequest, notFound } from '../../jsonapi/errors.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type ParsedQuery, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument, type Resource } from '../../jsonapi/serialize.js';
import { searchKey } from '../../text/search-key.js';
import { countryResource, timeZoneResource } from '../editions/resource.js';
import { parseId } from '../users/routes.js';
import * as v from 'valibot';
import { idParam, idParams as idOnly, jsonSchemaOf } from '../../http/route-schema.js';

/**
 * Reference data for registration forms and remote selects (spec 1 §3, §7; spec 2 §7 "Report form
 * lookups"). Paged lookups accept page/per or page[number]/page[size] (default 20, at most 100) and
 * report meta.total_count / meta.page_count and the x-total-count / x-total-pages headers.
 * They are public: nothing in them is personal (IBGE places, school names), and the enrollment
 * confirmation page, reached from an e-mail, uses them before anyone signs in.
 */

const paging = { defaultSize: 20, maxSize: 100, pagePer: true, rejectAboveMax: true } as const;
const MAX_TERM = 100;

const fields = {
  countries: ['name', 'locale', 'address_country_id'],
  time_zones: ['name', 'offset', 'country_id'],
  states: ['name', 'uf', 'country_id'],
  cities: ['name', 'state_id'],
  segments: ['name', 'project_slug'],
  grades: ['name', 'segment_id'],
  units: ['inep_code', 'name', 'administration_type', 'city_id', 'state_id'],
} as const;

const countriesQuery: QuerySpec = { fields };
const timeZonesQuery: QuerySpec = { filters: ['country_id'], fields };
const statesQuery: QuerySpec = {
  fields,
  paging,
  params: ['address_country_ids', 'address_country_ids[]', 'name'],
};
const citiesQuery: QuerySpec = { fields, paging, params: ['state_id', 'name'] };
const segmentsQuery: QuerySpec = { fields };
const gradesQuery: QuerySpec = { fields, params: ['segment_ids', 'segment_ids[]'] };
const unitsQuery: QuerySpec = {
  fields,
  paging,
  params: ['address_city_id', 'address_state_id', 'name'],
};
const oneQuery: QuerySpec = { fields };

const stateResource = (s: Selectable<StatesTable>): Resource => ({
  type: 'states',
  id: s.id,
  attributes: { name: s.name, uf: s.uf, country_id: s.country_id },
});
const cityResource = (c: Selectable<CitiesTable>): Resource => ({
  type: 'cities',
  id: c.id,
  attributes: { name: c.name, state_id: c.state_id },
});
const gradeResource = (g: Selectable<GradesTable>): Resource => ({
  type: 'grades',
  id: g.id,
  attributes: { name: g.name, segment_id: g.segment_id },
});
const unitResource = (u: Selectable<SchoolUnitsTable>): Resource => ({
  type: 'units',
  id: u.id,
  attributes: {
    inep_code: u.inep_code,
    name: u.name,
    administration_type: u.administration_type,
    city_id: u.city_id,
    state_id: u.state_id,
  },
});

/** The one id rule of every route (route-schema.ts). */
const isId = (text: string) => v.is(idParam, text);

/** An optional integer query parameter; 400 naming it when it is not a non-negative integer. */
function intParam(q: ParsedQuery, name: string): number | undefined {
  const raw = q.params[name]?.trim();
  if (!raw) return undefined;
  if (!isId(raw)) throw badRequest(`Invalid value for ${name}: must be an integer`, name);
  return Number(raw);
}

/** A comma-separated id list (`1,2`); undefined when absent or empty; 400 naming it when malformed. */
function intList(raw: string | undefined, name: string): number[] | undefined {
  if (raw === undefined) return undefined;
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!items.length) return undefined;
  if (items.some((i) => !isId(i)))
    throw badRequest(`Invalid value for ${name}: must be a comma-separated list of integers`, name);
  return [...new Set(items.map(Number))];
}

/** The accent-insensitive search term as a LIKE pattern (`%term%`), or undefined when empty. */
function term(q: ParsedQuery, name = 'name'): string | undefined {
  const raw = q.params[name];
  if (raw === undefined) return undefined;
  if (raw.length > MAX_TERM)
    throw badRequest(`Invalid value for ${name}: at most ${MAX_TERM} characters`, name);
  const key = searchKey(raw);
  return key ? key.replace(/[\\%_]/g, (c) => `\\${c}`) : undefined;
}

function paged(req: FastifyRequest, reply: FastifyReply, q: ParsedQuery, rows: Resource[], total: number) {
  const meta = pageMeta(reply, q, total);
  return toDocument(rows, { fields: q.fields, meta, links: pageLinks(req.url, q, total) });
}

const idParams = jsonSchemaOf(idOnly('id'));
const tags = ['reference data'];

/**
 * Tables searched by the paged lookups: each has an accent-free `search_name`. Kysely cannot type a
 * query that is generic over a union of tables, hence the casts in the two helpers below.
 */
type SearchTable = 'states' | 'cities' | 'school_units';

/** One page of a lookup, ordered by the accent-free name, with the total before paging. */
async function searchPage<T extends SearchTable>(
  base: SelectQueryBuilder<Database, T, object>,
  q: ParsedQuery,
): Promise<{ rows: Selectable<Database[T]>[]; total: number }> {
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = (await base
    .selectAll()
    .orderBy(sql.ref('search_name'))
    .orderBy(sql.ref('id'))
    .limit(q.page.size)
    .offset(q.page.offset)
    .execute()) as unknown as Selectable<Database[T]>[];
  return { rows, total: Number((counted as { total: number | string }).total) };
}

/** GET <path> for one row by numeric id: 404 JSON:API error for an unknown or malformed id. */
function showOne<T extends SearchTable>(
  app: FastifyInstance,
  db: Kysely<Database>,
  route: {
    path: string;
    summary: string;
    label: string;
    table: T;
    toResource: (row: Selectable<Database[T]>) => Resource;
  },
) {
  app.get<{ Params: { id: string } }>(
    route.path,
    {
      config: { access: 'public' },
      schema: { tags, summary: route.summary, params: idParams, querystring: querystringSchema(oneQuery) },
    },
    async (req) => {
      const q = parseQuery(req.query, oneQuery);
      const id = parseId(req.params.id, route.label);
      const row = await (db as unknown as Kysely<Record<SearchTable, { id: number }>>)
        .selectFrom(route.table as SearchTable)
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(`${route.label} not found`);
      return toDocument(route.toResource(row as Selectable<Database[T]>), { fields: q.fields });
    },
  );
}

export async function referenceRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.get(
    '/countries',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'All countries', querystring: querystringSchema(countriesQuery) },
    },
    async (req) => {
      const q = parseQuery(req.query, countriesQuery);
      const rows = await db.selectFrom('countries').selectAll().orderBy('id').execute();
      return toDocument(rows.map(countryResource), { fields: q.fields, meta: { total_count: rows.length } });
    },
  );

  app.get(
    '/time_zones',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Time zones; filter[country_id] takes a comma-separated list of country ids',
        querystring: querystringSchema(timeZonesQuery),
      },
    },
    async (req) => {
      const q = parseQuery(req.query, timeZonesQuery);
      const countryIds = intList(q.filter.country_id, 'filter[country_id]');
      let qb = db.selectFrom('time_zones').selectAll();
      if (countryIds) qb = qb.where('country_id', 'in', countryIds);
      const rows = await qb.orderBy('name').orderBy('id').execute();
      return toDocument(rows.map(timeZoneResource), { fields: q.fields, meta: { total_count: rows.length } });
    },
  );

  app.get(
    '/states',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'States, ordered by name; address_country_ids (comma list) and name (accent- and case-insensitive) filter; paged (page/per, default 20)',
        querystring: querystringSchema(statesQuery),
      },
    },
    async (req, reply) => {
      const q = parseQuery(req.query, statesQuery);
      const countries =
        intList(q.params.address_country_ids, 'address_country_ids') ??
        intList(q.params['address_country_ids[]'], 'address_country_ids[]');
      const name = term(q);
      let base = db.selectFrom('states');
      if (countries) base = base.where('country_id', 'in', countries);
      if (name)
        base = base.where((eb) =>
          eb.or([eb('search_name', 'like', `%${name}%`), eb(eb.fn('lower', ['uf']), '=', name)]),
        );
      const { rows, total } = await searchPage(base, q);
      return paged(req, reply, q, rows.map(stateResource), total);
    },
  );

  showOne(app, db, {
    path: '/states/:id',
    summary: 'One state (id = IBGE code)',
    label: 'State',
    table: 'states',
    toResource: stateResource,
  });

  app.get(
    '/cities',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Cities, ordered by name; state_id and name (accent- and case-insensitive) filter; paged (page/per, default 20)',
        querystring: querystringSchema(citiesQuery),
      },
    },
    async (req, reply) => {
      const q = parseQuery(req.query, citiesQuery);
      const stateId = intParam(q, 'state_id');
      const name = term(q);
      let base = db.selectFrom('cities');
      if (stateId !== undefined) base = base.where('state_id', '=', stateId);
      if (name) base = base.where('search_name', 'like', `%${name}%`);
      const { rows, total } = await searchPage(base, q);
      return paged(req, reply, q, rows.map(cityResource), total);
    },
  );

  showOne(app, db, {
    path: '/cities/:id',
    summary: 'One city (id = 7-digit IBGE code)',
    label: 'City',
    table: 'cities',
    toResource: cityResource,
  });

  app.get<{ Params: { projectSlug: string } }>(
    '/segments/:projectSlug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The project's education segments (3 fundamental, 4 médio)",
        params: jsonSchemaOf(v.object({ projectSlug: v.pipe(v.string(), v.maxLength(100)) })),
        querystring: querystringSchema(segmentsQuery),
      },
    },
    async (req) => {
      const q = parseQuery(req.query, segmentsQuery);
      const slug = req.params.projectSlug;
      const rows = await db
        .selectFrom('segments')
        .selectAll()
        .where('project_slug', '=', slug)
        .orderBy('id')
        .execute();
      if (!rows.length && !(await projectExists(db, slug))) throw notFound('Project not found');
      return toDocument(
        rows.map((s) => ({
          type: 'segments',
          id: s.id,
          attributes: { name: s.name, project_slug: s.project_slug },
        })),
        { fields: q.fields, meta: { total_count: rows.length } },
      );
    },
  );

  app.get<{ Params: { key: string } }>(
    '/grades/:key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A numeric key is one grade (GET /grades/{id}); otherwise the project's grades (GET /grades/{project slug}), optionally of segment_ids (comma list)",
        params: jsonSchemaOf(v.object({ key: v.pipe(v.string(), v.maxLength(200)) })),
        querystring: querystringSchema(gradesQuery),
      },
    },
    async (req) => {
      const q = parseQuery(req.query, gradesQuery);
      const key = req.params.key;
      if (/^\d+$/.test(key)) {
        const id = parseId(key, 'Grade');
        const row = await db.selectFrom('grades').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) throw notFound('Grade not found');
        return toDocument(gradeResource(row), { fields: q.fields });
      }
      const segmentIds =
        intList(q.params.segment_ids, 'segment_ids') ?? intList(q.params['segment_ids[]'], 'segment_ids[]');
      let qb = db
        .selectFrom('grades')
        .innerJoin('segments', 'segments.id', 'grades.segment_id')
        .selectAll('grades')
        .where('segments.project_slug', '=', key);
      if (segmentIds) qb = qb.where('grades.segment_id', 'in', segmentIds);
      const rows = await qb.orderBy('grades.position').orderBy('grades.id').execute();
      if (!rows.length && !(await projectExists(db, key))) throw notFound('Project not found');
      return toDocument(rows.map(gradeResource), { fields: q.fields, meta: { total_count: rows.length } });
    },
  );

  app.get(
    '/units/search',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'School units filtered by address_city_id / address_state_id; name matches the INEP code (digits, prefix) or the name (accent- and case-insensitive); paged (page/per, default 20)',
        querystring: querystringSchema(unitsQuery),
      },
    },
    async (req, reply) => {
      const q = parseQuery(req.query, unitsQuery);
      const cityId = intParam(q, 'address_city_id');
      const stateId = intParam(q, 'address_state_id');
      const name = term(q);
      let base = db.selectFrom('school_units');
      if (cityId !== undefined) base = base.where('city_id', '=', cityId);
      if (stateId !== undefined) base = base.where('state_id', '=', stateId);
      if (name) {
        const digits = /^\d+$/.test(name) ? name : undefined;
        base = base.where((eb) =>
          digits
            ? eb.or([eb('inep_code', 'like', `${digits}%`), eb('search_name', 'like', `%${name}%`)])
            : eb('search_name', 'like', `%${name}%`),
        );
      }
      const { rows, total } = await searchPage(base, q);
      return paged(req, reply, q, rows.map(unitResource), total);
    },
  );

  showOne(app, db, {
    path: '/units/:id',
    summary: 'One school unit',
    label: 'School unit',
    table: 'school_units',
    toResource: unitResource,
  });
}

async function projectExists(db: Kysely<Database>, slug: string): Promise<boolean> {
  const row = await db.selectFrom('projects').select('id').where('slug', '=', slug).executeTakeFirst();
  return row !== undefined;
}
