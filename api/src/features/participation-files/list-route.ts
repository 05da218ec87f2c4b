import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { badRequest } from '../../jsonapi/errors.js';
import { idOf, requiredFilterId } from '../../jsonapi/ids.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { requestLocale } from '../registration/messages.js';
import type { Team } from '../teams/load.js';
import { teamFailure } from '../teams/messages.js';
import { requireExamReader, requireProjectExam } from '../teams/project-exam.js';
import { participationFileResource } from './resource.js';

/** Participation files per page (spec 3 §9: 15). */
export const FILES_PAGE_SIZE = 15;
const listQuery: QuerySpec = {
  filters: ['exam_id', 'user_id'],
  includes: ['team'],
  paging: { defaultSize: FILES_PAGE_SIZE, maxSize: 100 },
};

/**
 * GET /participation_files?filter[exam_id]=X&filter[user_id]=U — a participant sees the uploads of
 * their own participation and of their teams in the exam; the exam's staff see any participant's
 * (filter[user_id]) or all of them.
 */
export async function listRoute(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.get(
    '/participation_files',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['participation_files'],
        summary:
          'filter[exam_id] (required), filter[user_id] (me or an id; staff only for others), page[size] (15), include=team: uploads with file_urls [{url, name, content_type, size}] and video_urls',
        querystring: querystringSchema(listQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const q = parseQuery(req.query, listQuery);
      const examId = requiredFilterId(q, 'exam_id');
      const { exam } = await requireProjectExam(db, examId, config.projectId, locale);
      const role = await requireExamReader(db, exam, me, locale);

      const rawUser = q.filter.user_id?.trim();
      let userId: number | undefined;
      if (rawUser !== undefined && rawUser !== 'me') {
        const id = idOf(rawUser);
        if (id === null || Number.isNaN(id))
          throw badRequest(`Invalid value for filter[user_id]: ${rawUser}`, 'filter[user_id]');
        userId = id;
      }
      if (role !== 'staff') {
        if (userId !== undefined && userId !== me.id) throw teamFailure(403, 'filesForbidden', locale);
        userId = me.id;
      } else if (rawUser === 'me') userId = me.id;

      let base = db
        .selectFrom('participation_files as pf')
        .innerJoin('participations as p', 'p.id', 'pf.participation_id')
        .where('p.exam_id', '=', exam.id);
      if (userId !== undefined) {
        const who = userId;
        base = base.where((eb) =>
          eb.or([
            eb('p.user_id', '=', who),
            eb(
              'pf.team_id',
              'in',
              eb
                .selectFrom('memberships as m')
                .innerJoin('teams as t', 't.id', 'm.team_id')
                .select('m.team_id')
                .where('m.user_id', '=', who)
                .where('t.exam_id', '=', exam.id),
            ),
          ]),
        );
      }
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .selectAll('pf')
        .select('p.user_id as owner_id')
        .orderBy('pf.created_at')
        .orderBy('pf.id')
        .limit(q.page.size)
        .offset(q.page.offset)
        .execute();
      const teamIds = [...new Set(rows.map((r) => r.team_id).filter((id): id is number => id !== null))];
      const teams = new Map<number, Team>();
      if (q.include.has('team') && teamIds.length) {
        for (const t of await db.selectFrom('teams').selectAll().where('id', 'in', teamIds).execute())
          teams.set(t.id, t);
      }
      const resources = rows.map(({ owner_id, ...row }) =>
        participationFileResource(row, {
          publicUrl: config.publicUrl,
          ownerId: owner_id,
          team: row.team_id === null ? undefined : teams.get(row.team_id),
        }),
      );
      return toDocument(resources, {
        include: q.include,
        meta: pageMeta(reply, q, Number(total)),
        links: pageLinks(req.url, q, Number(total)),
      });
    },
  );
}
