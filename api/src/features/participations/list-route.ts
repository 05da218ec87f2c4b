import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { badRequest, forbidden } from '../../jsonapi/errors.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type ParsedQuery, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { staffEditions } from '../exams/access.js';
import { dbNow } from '../exams/timing.js';
import { loadRecommendationIds } from '../teacher-recommendations/load.js';
import { staffExtrasOf, withStaffExtras } from '../grading/participation-view.js';
import { containsPattern, plainSql } from '../../text/search-key.js';
import { sql } from 'kysely';
import { loadAnswers } from './load.js';
import { participationAttributeNames, participationResource, resultsVisible } from './resource.js';

const listQuery: QuerySpec = {
  filters: ['user_id', 'exam_id', 'search'],
  includes: ['user'],
  sorts: ['user.name', 'started_at', 'id'],
  defaultSort: 'id',
  fields: {
    participations: [...participationAttributeNames, 'correction_status', 'user', 'exam', 'recommendation'],
    users: ['name', 'email'],
  },
  paging: { defaultSize: 20, maxSize: 100 },
};

function idFilter(q: ParsedQuery, name: string): number | undefined {
  const raw = q.filter[name];
  if (raw === undefined) return undefined;
  if (!/^\d{1,15}$/.test(raw.trim()))
    throw badRequest(`Invalid value for filter[${name}]: ${raw}`, `filter[${name}]`);
  return Number(raw.trim());
}

/**
 * GET /participations (spec 3 §7): a participant sees only their own (filter[user_id] of someone else
 * is a 403); a coordinator also those of the exams of the editions they coordinate; an admin all.
 */
export async function listParticipationsRoute(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.get(
    '/participations',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['participations'],
        summary:
          "Participations: the caller's own (participants), their editions' (coordinators), all (admins); filter[user_id], filter[exam_id], filter[search] (name or e-mail, accent- and case-insensitive), include=user, sort=user.name, page[number], page[size]. The exam's staff also get correction_status, the score (file phases: result_score) and the user's e-mail",
        querystring: querystringSchema(listQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const q = parseQuery(req.query, listQuery);
      const userFilter = idFilter(q, 'user_id');
      const examFilter = idFilter(q, 'exam_id');
      const staffOf = await staffEditions(db, me);
      const admin = staffOf === 'all';
      const editions = admin ? [] : staffOf;
      if (!admin && !editions.length && userFilter !== undefined && userFilter !== me.id) throw forbidden();

      let base = db
        .selectFrom('participations as p')
        .innerJoin('exams as e', 'e.id', 'p.exam_id')
        .innerJoin('editions as ed', 'ed.id', 'e.edition_id')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .where('ed.project_id', '=', config.projectId)
        .where('ed.deleted_at', 'is', null);
      if (userFilter !== undefined) base = base.where('p.user_id', '=', userFilter);
      if (examFilter !== undefined) base = base.where('p.exam_id', '=', examFilter);
      const search = q.filter.search?.trim();
      if (search) {
        if (search.length > 100)
          throw badRequest('Invalid value for filter[search]: at most 100 characters', 'filter[search]');
        const pattern = containsPattern(search);
        base = base.where((eb) =>
          eb.or([
            eb(plainSql(sql.ref('u.name')), 'like', pattern),
            eb(plainSql(sql.ref('u.email')), 'like', pattern),
          ]),
        );
      }
      if (!admin)
        base = editions.length
          ? base.where((eb) => eb.or([eb('p.user_id', '=', me.id), eb('e.edition_id', 'in', editions)]))
          : base.where('p.user_id', '=', me.id);

      let rows = base.selectAll('p').select('u.name as user_name');
      for (const s of q.sort) {
        const column =
          s.field === 'user.name' ? 'u.name' : s.field === 'started_at' ? 'p.started_at' : 'p.id';
        rows = rows.orderBy(column, (ob) =>
          s.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast(),
        );
      }
      const list = await rows.orderBy('p.id').limit(q.page.size).offset(q.page.offset).execute();
      // A short page that is the first or has rows is the last: it tells the total without counting. A
      // student opening an exam (no participation yet) costs one statement.
      const lastPage = list.length < q.page.size && (list.length > 0 || q.page.offset === 0);
      const total = lastPage
        ? q.page.offset + list.length
        : Number(
            (await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total,
          );

      const examIds = [...new Set(list.map((r) => r.exam_id))];
      const [now, answers, exams, recommendations] = await Promise.all([
        list.length ? dbNow(db) : new Date(),
        loadAnswers(
          db,
          list.map((r) => r.id),
        ),
        examIds.length
          ? db.selectFrom('exams').selectAll().where('id', 'in', examIds).execute()
          : Promise.resolve([]),
        loadRecommendationIds(
          db,
          list.map((r) => r.id),
        ),
      ]);
      const examById = new Map(exams.map((e) => [e.id, e]));
      const isStaff = (examId: number) => admin || editions.includes(examById.get(examId)!.edition_id);
      // The exam's staff also see each row's correction status, its score (file phases: result_score)
      // and the participant's e-mail; a participant's own rows stay as they were.
      const staffExtras = await staffExtrasOf(
        db,
        list.filter((p) => isStaff(p.exam_id)),
        exams.filter((e) => isStaff(e.id)),
        answers,
      );
      const data = list.map(({ user_name, ...p }) => {
        const exam = examById.get(p.exam_id)!;
        const staff = isStaff(p.exam_id);
        const resource = participationResource(p, {
          now,
          answers: answers.get(p.id) ?? [],
          showResults: resultsVisible(exam, now, staff),
          user: { id: p.user_id, name: user_name },
          recommendationId: recommendations.get(p.id) ?? null,
        });
        const extras = staffExtras.get(p.id);
        return extras ? withStaffExtras(resource, p, extras) : resource;
      });
      return toDocument(data, {
        include: q.include,
        fields: q.fields,
        meta: pageMeta(reply, q, total),
        links: pageLinks(req.url, q, total),
      });
    },
  );
}
