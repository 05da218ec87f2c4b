import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UnitRequestsTable } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { ApiError, forbidden } from '../../jsonapi/errors.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument, type Resource } from '../../jsonapi/serialize.js';
import { schoolRequestSchema, toId } from '../../shared-rules.js';
import {
  attributePointer,
  parseOr422,
  registrationFailure,
  requestLocale,
} from '../registration/messages.js';
import { checkPlaceRefs } from '../registration/references.js';
import { checkPlainText } from '../../http/text-input.js';
import { jsonApiBody, jsonSchemaOf, optIdValue, optText } from '../../http/route-schema.js';
import { isEditionStaff } from '../exams/access.js';

const TYPES = ['unit_requests', 'unit-requests'] as const;

type Row = Selectable<UnitRequestsTable> & {
  city_name?: string | null;
  state_name?: string | null;
  state_uf?: string | null;
  requester_name?: string | null;
};

const unitRequestResource = (r: Row): Resource => ({
  type: 'unit_requests',
  id: r.id,
  attributes: {
    name: r.name,
    inep_code: r.inep_code,
    address_state_id: r.address_state_id,
    address_city_id: r.address_city_id,
    administration_type: r.administration_type,
    edition_id: r.edition_id,
    requested_by: r.requested_by,
    status: r.status,
    created_at: r.created_at,
    ...(r.city_name !== undefined ? { city: r.city_name, state: r.state_name, uf: r.state_uf } : {}),
    ...(r.requester_name !== undefined ? { requester_name: r.requester_name } : {}),
  },
});

const listQuery: QuerySpec = {
  filters: ['edition_id', 'status'],
  paging: { defaultSize: 20, maxSize: 100, pagePer: true },
};

/**
 * Requests for schools missing from the picker (spec 1 §5 "School request", §7 POST /unit_requests):
 * checked with the form's schema; an INEP code already in the schools base is refused with the review
 * message. Admins, and coordinators of the edition, read them (spec 2 reviews them).
 */
export async function unitRequestRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.post(
    '/unit_requests',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['registration'],
        summary:
          'Requests a missing school: {data:{type:"unit_requests", attributes:{name, inep_code, address_state_id,' +
          ' address_city_id, administration_type, edition_id}}}',
        body: jsonSchemaOf(
          jsonApiBody({
            name: optText,
            inep_code: optText,
            address_state_id: optIdValue,
            address_city_id: optIdValue,
            administration_type: optText,
            edition_id: optIdValue,
          }),
        ),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const { attributes } = readResourceBody(req.body, TYPES);
      checkPlainText(attributes, { name: 'line', inep_code: 'line' }, locale);
      const request = parseOr422(schoolRequestSchema, attributes, locale, attributePointer);
      const editionId = toId(attributes.edition_id);
      if (editionId !== null && Number.isNaN(editionId))
        throw registrationFailure(422, 'invalidValue', locale, '/data/attributes/edition_id');
      if (editionId !== null) {
        const edition = await db
          .selectFrom('editions')
          .select('id')
          .where('id', '=', editionId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!edition) throw registrationFailure(422, 'invalidValue', locale, '/data/attributes/edition_id');
      }
      await checkPlaceRefs(
        db,
        { stateId: request.address_state_id, cityId: request.address_city_id, schoolId: null, gradeId: null },
        {
          stateId: '/data/attributes/address_state_id',
          cityId: '/data/attributes/address_city_id',
          schoolId: '',
          gradeId: '',
        },
        locale,
      );
      if (request.inep_code !== '') {
        const known = await db
          .selectFrom('school_units')
          .select('id')
          .where('inep_code', '=', request.inep_code)
          .executeTakeFirst();
        if (known) throw registrationFailure(422, 'inepExists', locale, '/data/attributes/inep_code');
      }
      const row = await db
        .insertInto('unit_requests')
        .values({ ...request, edition_id: editionId, requested_by: me.id })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.code(201);
      return toDocument(unitRequestResource(row));
    },
  );

  app.get(
    '/unit_requests',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['registration'],
        summary:
          'School requests, newest first (admin; coordinators with filter[edition_id] of their edition)',
        querystring: querystringSchema(listQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const q = parseQuery(req.query, listQuery);
      const editionFilter = q.filter.edition_id;
      const editionId = editionFilter === undefined ? undefined : toId(editionFilter);
      if (editionId !== undefined && (editionId === null || Number.isNaN(editionId)))
        throw new ApiError(400, 'filter[edition_id] must be an edition id', {
          parameter: 'filter[edition_id]',
        });
      if (!me.roles.has('admin') && (editionId === undefined || !(await isEditionStaff(db, editionId, me))))
        throw forbidden();
      let base = db
        .selectFrom('unit_requests as r')
        .leftJoin('cities as c', 'c.id', 'r.address_city_id')
        .leftJoin('states as s', 's.id', 'r.address_state_id')
        .leftJoin('users as u', 'u.id', 'r.requested_by')
        .leftJoin('editions as ed', 'ed.id', 'r.edition_id')
        .where((eb) => eb.or([eb('r.edition_id', 'is', null), eb('ed.deleted_at', 'is', null)]));
      if (editionId !== undefined) base = base.where('r.edition_id', '=', editionId);
      const status = q.filter.status;
      if (status !== undefined) {
        if (!['pending', 'approved', 'rejected'].includes(status))
          throw new ApiError(400, 'filter[status] must be pending, approved or rejected', {
            parameter: 'filter[status]',
          });
        base = base.where('r.status', '=', status as 'pending');
      }
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        base
          .selectAll('r')
          .select([
            'c.name as city_name',
            's.name as state_name',
            's.uf as state_uf',
            'u.name as requester_name',
          ])
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(q.page.size)
          .offset((q.page.number - 1) * q.page.size)
          .execute(),
      ]);
      const meta = pageMeta(reply, q, Number(total));
      return toDocument(rows.map(unitRequestResource), { meta, links: pageLinks(req.url, q, Number(total)) });
    },
  );
}
