import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { booleanFilter, parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { awardResource } from './resource.js';
import { jsonSchemaOf, noBody } from '../../http/route-schema.js';

const listQuery: QuerySpec = { filters: ['visualized'] };

/**
 * The awards of this user that belong to the served project: those of its editions, and those
 * given without an edition.
 */
function ownAwards(db: Kysely<Database>, userId: number, projectId: number) {
  return db
    .selectFrom('participation_awards as a')
    .leftJoin('editions as ed', 'ed.id', 'a.edition_id')
    .where('a.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('a.edition_id', 'is', null),
        eb.and([eb('ed.project_id', '=', projectId), eb('ed.deleted_at', 'is', null)]),
      ]),
    );
}

/**
 * Awards with vouchers (spec 3 §2.1, §7; issue 4 contract D): the caller lists their own, and
 * confirms having seen them so the voucher tutorial shows only once.
 */
export async function awardRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.get(
    '/participation_award',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['participation_awards'],
        summary: "The caller's awards; filter[visualized]=false gives those not yet shown",
        querystring: querystringSchema(listQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const q = parseQuery(req.query, listQuery);
      let query = ownAwards(db, me.id, config.projectId).selectAll('a');
      if (q.filter.visualized !== undefined)
        query = query.where('a.visualized', '=', booleanFilter(q, 'visualized', false));
      const rows = await query.orderBy('a.created_at').orderBy('a.id').execute();
      return toDocument(rows.map(awardResource), { meta: { total_count: rows.length } });
    },
  );

  app.put(
    '/confirm-awards',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['participation_awards'],
        summary: "Marks all the caller's awards as seen (empty body; idempotent) → meta.confirmed",
        body: jsonSchemaOf(noBody),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const unseen = ownAwards(db, me.id, config.projectId).select('a.id').where('a.visualized', '=', false);
      const result = await db
        .updateTable('participation_awards')
        .set({ visualized: true, visualized_at: new Date() })
        .where('id', 'in', unseen)
        .executeTakeFirst();
      return { meta: { confirmed: Number(result.numUpdatedRows) } };
    },
  );
}
