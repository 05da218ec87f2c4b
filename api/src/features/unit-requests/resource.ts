import type { Kysely, Selectable } from 'kysely';
import type { Database, UnitRequestsTable } from '../../db/schema.js';
import type { Resource } from '../../jsonapi/serialize.js';
import { jsonApiBody, jsonSchemaOf, optIdValue, optText } from '../../http/route-schema.js';

/** The JSON:API types a body may name. */
export const UNIT_REQUEST_TYPES = ['unit_requests', 'unit-requests'] as const;

/** The body of POST /unit_requests and PUT /unit_requests/{id}: a school request's attributes. */
export const unitRequestBody = jsonSchemaOf(
  jsonApiBody({
    name: optText,
    inep_code: optText,
    address_state_id: optIdValue,
    address_city_id: optIdValue,
    administration_type: optText,
    edition_id: optIdValue,
  }),
);

export const UNIT_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/** A request, with the names of its city, state and requester when read through `withNames`. */
export type UnitRequestRow = Selectable<UnitRequestsTable> & {
  city_name?: string | null;
  state_name?: string | null;
  state_uf?: string | null;
  requester_name?: string | null;
};

/** The requests joined with their city, state and requester (aliases r, c, s, u). */
export const requestsWithNames = (db: Kysely<Database>) =>
  db
    .selectFrom('unit_requests as r')
    .leftJoin('cities as c', 'c.id', 'r.address_city_id')
    .leftJoin('states as s', 's.id', 'r.address_state_id')
    .leftJoin('users as u', 'u.id', 'r.requested_by')
    .leftJoin('editions as ed', 'ed.id', 'r.edition_id')
    .where((eb) => eb.or([eb('r.edition_id', 'is', null), eb('ed.deleted_at', 'is', null)]));

/** One request with the names (undefined when there is no such id). */
export const loadUnitRequest = (db: Kysely<Database>, id: number): Promise<UnitRequestRow | undefined> =>
  requestsWithNames(db)
    .selectAll('r')
    .select(['c.name as city_name', 's.name as state_name', 's.uf as state_uf', 'u.name as requester_name'])
    .where('r.id', '=', id)
    .executeTakeFirst();

/** spec 2 §3 "School request": the request, its place by name and by id, its requester and its review. */
export const unitRequestResource = (r: UnitRequestRow): Resource => ({
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
    review_description: r.review_description ?? null,
    reviewed_at: r.reviewed_at ?? null,
    school_unit_id: r.school_unit_id ?? null,
    ...(r.city_name !== undefined ? { city: r.city_name, state: r.state_name, uf: r.state_uf } : {}),
    ...(r.requester_name !== undefined ? { requester_name: r.requester_name } : {}),
  },
});
