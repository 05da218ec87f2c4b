import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { ApiError } from '../../jsonapi/errors.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { toId } from '../../shared-rules.js';
import { requestLocale } from '../registration/messages.js';
import { reviewsEdition } from './access.js';
import { unitRequestFailure } from './messages.js';
import { requestsWithNames, UNIT_REQUEST_STATUSES, unitRequestResource } from './resource.js';

/** spec 2 §7, §9: `edition_id`, `page` and `per` (7 a page); the JSON:API forms work too. */
const listQuery: QuerySpec = {
  filters: ['edition_id', 'status'],
  params: ['edition_id'],
  paging: { defaultSize: 7, maxSize: 100, pagePer: true },
};

/** The edition asked for, by `edition_id` or `filter[edition_id]` (400 when it is not an id). */
function editionOf(q: ReturnType<typeof parseQuery>): number | undefined {
  const raw = q.params.edition_id ?? q.filter.edition_id;
  if (raw === undefined) return undefined;
  const id = toId(raw);
  if (id === null || Number.isNaN(id)) {
    const parameter = q.params.edition_id !== undefined ? 'edition_id' : 'filter[edition_id]';
    throw new ApiError(400, `${parameter} must be an edition id`, { parameter });
  }
  return id;
}

/**
 * GET /unit_requests?edition_id={id}&page&per: an edition's school requests, newest first, with the
 * city, state and requester names; the total in x-total-count (and meta.total_count). Admins may list
 * every request; coordinators the requests of an edition that lists them.
 */
export function listUnitRequestsRoute(app: FastifyInstance, db: Kysely<Database>) {
  app.get(
    '/unit_requests',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['registration'],
        summary:
          'School requests, newest first: edition_id (or filter[edition_id]), filter[status], page and per (7 a page; or page[number], page[size]); x-total-count. Admins; coordinators of that edition',
        querystring: querystringSchema(listQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const q = parseQuery(req.query, listQuery);
      const editionId = editionOf(q);
      const allowed =
        editionId === undefined ? me.roles.has('admin') : await reviewsEdition(db, editionId, me);
      if (!allowed) throw unitRequestFailure(403, 'forbidden', locale);
      let base = requestsWithNames(db);
      if (editionId !== undefined) base = base.where('r.edition_id', '=', editionId);
      const status = q.filter.status;
      if (status !== undefined) {
        if (!(UNIT_REQUEST_STATUSES as readonly string[]).includes(status))
          throw new ApiError(400, 'filter[status] must be pending, accepted or rejected', {
            parameter: 'filter[status]',
          });
        base = base.where('r.status', '=', status as (typeof UNIT_REQUEST_STATUSES)[number]);
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
          .offset(q.page.offset)
          .execute(),
      ]);
      const meta = pageMeta(reply, q, Number(total));
      return toDocument(rows.map(unitRequestResource), { meta, links: pageLinks(req.url, q, Number(total)) });
    },
  );
}
