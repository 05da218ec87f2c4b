import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { badRequest } from '../../jsonapi/errors.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { booleanFilter, parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { loadReadableExam } from '../exams/access.js';
import { dbNow } from '../exams/timing.js';
import { idFilter } from '../results/filters.js';
import { resultFailure } from '../results/messages.js';
import { ownRatingAvailable, rankingAvailable } from './availability.js';
import { ratingAttributeNames, ratingResource } from './resource.js';

const ratingsQuery: QuerySpec = {
  filters: ['exam', 'user', 'is_ranked', 'category'],
  sorts: ['user.name', 'score', 'category_position'],
  defaultSort: 'user.name',
  fields: { ratings: [...ratingAttributeNames, 'user', 'exam'] },
  paging: { defaultSize: 7, maxSize: 100 },
};

const SORT_COLUMNS = {
  'user.name': 'u.name',
  score: 'r.score',
  category_position: 'r.category_position',
} as const;

/**
 * GET /ratings (spec 3 §2.7, §7): the ranking of one exam (filter[exam], required), paged (7 by
 * default), filtered by user, is_ranked and category. The exam's staff see everything; a participant
 * of the edition sees their own rating once the classification is out and the general list once the
 * ranking is out (before that an empty list with meta.available=false), with the score only in their
 * own rating.
 */
export async function ratingRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.get(
    '/ratings',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['ratings'],
        summary:
          'Ranking of an exam: filter[exam] (required), filter[user], filter[is_ranked], filter[category]; sort=user.name (default), score, category_position; page[number], page[size] (default 7)',
        querystring: querystringSchema(ratingsQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const q = parseQuery(req.query, ratingsQuery);
      const examId = idFilter(q, 'exam');
      if (examId === undefined) throw resultFailure(400, 'examRequired', { parameter: 'filter[exam]' });
      const userId = idFilter(q, 'user', { me: me.id });
      const ranked = q.filter.is_ranked === undefined ? undefined : booleanFilter(q, 'is_ranked', false);
      const category = q.filter.category?.trim();
      if (category !== undefined && (!category || category.length > 50))
        throw badRequest(`Valor inválido para filter[category]: ${q.filter.category}`, 'filter[category]');

      const [{ exam, staff }, now] = await Promise.all([
        loadReadableExam(db, examId, config.projectId, me),
        dbNow(db),
      ]);
      if (!staff && userId !== undefined && userId !== me.id)
        throw resultFailure(403, 'otherUsersRating', { parameter: 'filter[user]' });
      const available =
        staff || rankingAvailable(exam, now) || (userId === me.id && ownRatingAvailable(exam, now));
      if (!available)
        return toDocument([], {
          fields: q.fields,
          meta: { ...pageMeta(reply, q, 0), available: false },
          links: pageLinks(req.url, q, 0),
        });

      let base = db
        .selectFrom('ratings as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .where('r.exam_id', '=', exam.id);
      if (userId !== undefined) base = base.where('r.user_id', '=', userId);
      if (ranked !== undefined) base = base.where('r.is_ranked', '=', ranked);
      if (category !== undefined) base = base.where('r.category', '=', category);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      let rows = base.selectAll('r').select('u.name as user_name');
      for (const s of q.sort)
        rows = rows.orderBy(SORT_COLUMNS[s.field as keyof typeof SORT_COLUMNS], (ob) =>
          s.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast(),
        );
      const list = await rows.orderBy('r.id').limit(q.page.size).offset(q.page.offset).execute();
      const count = Number(total);
      return toDocument(
        list.map((r) =>
          ratingResource(r, {
            own: staff || r.user_id === me.id,
            positions: staff || rankingAvailable(exam, now),
          }),
        ),
        {
          fields: q.fields,
          meta: { ...pageMeta(reply, q, count), available: true },
          links: pageLinks(req.url, q, count),
        },
      );
    },
  );
}
