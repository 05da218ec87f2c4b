import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import * as v from 'valibot';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { ApiError, errorObject } from '../../jsonapi/errors.js';
import { filterId, idOf } from '../../jsonapi/ids.js';
import { pageLinks, pageMeta } from '../../jsonapi/paging.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { DEFAULT_MEMBER_LIMIT, teamNameSchema, type Locale } from '../../shared-rules.js';
import { requestLocale } from '../registration/messages.js';
import { checkPlainText } from '../../http/text-input.js';
import { teamContext, viewFor } from './access.js';
import { loadMemberships, teamsOfUser, type Team } from './load.js';
import { listedMemberData } from './member-input.js';
import { teamFailure, teamIssues } from './messages.js';
import {
  loadProjectExam,
  requireExamReader,
  requireOpen,
  requireProjectExam,
  requireRanked,
} from './project-exam.js';
import { relationshipId } from './relationships.js';
import { teamResource } from './resource.js';
import { idParams as idOnly, jsonApiBody, jsonSchemaOf, optText, toOne } from '../../http/route-schema.js';

const TYPE = 'teams';
const EXAM_POINTER = '/data/relationships/exam/data/id';
const listQuery: QuerySpec = {
  filters: ['exam_id'],
  includes: ['memberships'],
  paging: { defaultSize: 20, maxSize: 100 },
};
const oneQuery: QuerySpec = { includes: ['memberships'] };
const idParams = jsonSchemaOf(idOnly('id'));

/** The team name through the shared schema (plain text: no control characters), or 422 at /data/attributes/name. */
function teamName(attributes: Record<string, unknown>, locale: Locale): string {
  checkPlainText(attributes, { name: 'line' }, locale);
  const result = v.safeParse(teamNameSchema, attributes.name);
  if (!result.success)
    throw new ApiError(
      422,
      teamIssues(result.issues, locale, () => '/data/attributes/name'),
    );
  return result.output;
}

/**
 * Teams of project phases (spec 3 §2.9, §3, §4; issue 4 contract F): a ranked participant creates one
 * per exam and leads it; members and the exam's staff read it; the leader renames it.
 */
export async function teamResourceRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  const document = async (
    team: Team,
    memberLimit: number,
    ctxView: Parameters<typeof teamResource>[3],
    include: Set<string>,
  ) => {
    const memberships = include.has('memberships')
      ? (await loadMemberships(db, [team.id])).get(team.id)
      : undefined;
    return toDocument(teamResource(team, memberships, memberLimit, ctxView), { include });
  };

  app.post(
    '/teams',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['teams'],
        summary:
          "Creates the caller's team in a project-phase exam: {data:{type:'teams', attributes:{name, source:'web'}, relationships:{exam:{data:{type:'exams', id}}}}} → 201 (the caller becomes its leader)",
        body: jsonSchemaOf(jsonApiBody({ name: optText, source: optText }, { exam: toOne })),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const { attributes } = readResourceBody(req.body, [TYPE]);
      const linked = relationshipId(req.body, 'exam', 'exams', locale);
      const examId = linked ?? idOf(attributes.exam_id);
      if (examId === null || Number.isNaN(examId)) throw teamFailure(422, 'required', locale, EXAM_POINTER);
      const name = teamName(attributes, locale);
      const project = await requireProjectExam(db, examId, config.projectId, locale, EXAM_POINTER);
      const { exam } = project;
      await requireRanked(db, exam, me.id, locale);
      await requireOpen(db, exam, locale);

      const team = await db.transaction().execute(async (trx) => {
        // One team per user and exam: the user's row is the lock that serialises two creations.
        await sql`select id from users where id = ${me.id} for update`.execute(trx);
        if ((await teamsOfUser(trx, exam.id, me.id)).length) throw teamFailure(422, 'alreadyInTeam', locale);
        const created = await trx
          .insertInto('teams')
          .values({ name, exam_id: exam.id, edition_id: exam.edition_id, source: 'web', created_by: me.id })
          .returningAll()
          .executeTakeFirstOrThrow();
        const leader = await listedMemberData(trx, me.user, exam.edition_id);
        await trx
          .insertInto('memberships')
          .values({ ...leader, team_id: created.id, role: 'leader' })
          .execute();
        return created;
      });
      reply.code(201);
      return document(team, project.memberLimit, () => ({ full: true }), new Set(['memberships']));
    },
  );

  app.get(
    '/teams',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['teams'],
        summary:
          "filter[exam_id]=X: the caller's team(s) in that exam (all of them for its staff); without it, the caller's teams. include=memberships",
        querystring: querystringSchema(listQuery),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const q = parseQuery(req.query, listQuery);
      const examId = filterId(q, 'exam_id');
      let base = db
        .selectFrom('teams')
        .innerJoin('editions', 'editions.id', 'teams.edition_id')
        .where('editions.project_id', '=', config.projectId)
        .where('editions.deleted_at', 'is', null);
      let staff = false;
      let memberLimit = new Map<number, number>();
      if (examId !== undefined) {
        const project = await requireProjectExam(db, examId, config.projectId, locale);
        staff = (await requireExamReader(db, project.exam, me, locale)) === 'staff';
        base = base.where('teams.exam_id', '=', examId);
        memberLimit = new Map([[examId, project.memberLimit]]);
      }
      if (!staff)
        base = base.where((eb) =>
          eb.exists(
            eb
              .selectFrom('memberships')
              .select('memberships.id')
              .whereRef('memberships.team_id', '=', 'teams.id')
              .where('memberships.user_id', '=', me.id),
          ),
        );
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const teams = await base
        .selectAll('teams')
        .orderBy('teams.name')
        .orderBy('teams.id')
        .limit(q.page.size)
        .offset(q.page.offset)
        .execute();
      const limits = await limitsOf(teams, memberLimit);
      const memberships = q.include.has('memberships')
        ? await loadMemberships(
            db,
            teams.map((t) => t.id),
          )
        : undefined;
      const resources = teams.map((team) => {
        const list = memberships?.get(team.id);
        const mine = list?.find((m) => m.user_id === me.id);
        const manages = staff || mine?.role === 'leader';
        return teamResource(team, list, limits.get(team.exam_id) ?? DEFAULT_MEMBER_LIMIT, (m) => ({
          full: manages || m.id === mine?.id,
        }));
      });
      return toDocument(resources, {
        include: q.include,
        meta: pageMeta(reply, q, Number(total)),
        links: pageLinks(req.url, q, Number(total)),
      });
    },
  );

  /** The member limits of the teams' exams (one phase lookup per exam). */
  async function limitsOf(teams: Team[], known: Map<number, number>): Promise<Map<number, number>> {
    const out = new Map(known);
    for (const examId of new Set(teams.map((t) => t.exam_id))) {
      if (out.has(examId)) continue;
      const project = await loadProjectExam(db, examId, config.projectId);
      out.set(examId, project?.memberLimit ?? DEFAULT_MEMBER_LIMIT);
    }
    return out;
  }

  app.get<{ Params: { id: string } }>(
    '/teams/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['teams'],
        summary: 'One team, for its members and the exam staff; include=memberships',
        params: idParams,
        querystring: querystringSchema(oneQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const q = parseQuery(req.query, oneQuery);
      const ctx = await teamContext(db, config, idOf(req.params.id) ?? Number.NaN, me, locale);
      return document(ctx.team, ctx.project.memberLimit, viewFor(ctx), q.include);
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/teams/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['teams'],
        summary: "Renames the team (its leader only): {data:{type:'teams', id, attributes:{name}}}",
        body: jsonSchemaOf(jsonApiBody({ name: optText })),
        params: idParams,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const ctx = await teamContext(db, config, idOf(req.params.id) ?? Number.NaN, me, locale);
      if (ctx.mine?.role !== 'leader') throw teamFailure(403, 'notLeader', locale);
      const body = readResourceBody(req.body, [TYPE]);
      if (body.id !== undefined && body.id !== String(ctx.team.id))
        throw new ApiError(409, [
          errorObject(409, 'data.id does not match the URL', { pointer: '/data/id' }),
        ]);
      const name = teamName(body.attributes, locale);
      await requireOpen(db, ctx.project.exam, locale);
      const team = await db
        .updateTable('teams')
        .set({ name, updated_at: new Date() })
        .where('id', '=', ctx.team.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return document(team, ctx.project.memberLimit, viewFor(ctx), new Set(['memberships']));
    },
  );
}
