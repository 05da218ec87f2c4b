import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Config } from '../../config.js';
import type { Database, MembershipsTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { currentUser } from '../../auth/auth-hook.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { ApiError, errorObject } from '../../jsonapi/errors.js';
import { idOf, requiredFilterId } from '../../jsonapi/ids.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { isMinor, memberAdditionError, type Locale, type MemberFormOutput } from '../../shared-rules.js';
import { dbNow } from '../exams/timing.js';
import { requestLocale } from '../registration/messages.js';
import { canManageMembers, teamContext, viewFor, type TeamContext } from './access.js';
import { loadMembership, teamsOfUser, type Membership } from './load.js';
import {
  externalMemberData,
  guardianData,
  listedMemberData,
  loadListedUser,
  memberFormValues,
  parseMember,
  storedFormValues,
} from './member-input.js';
import { teamFailure } from './messages.js';
import { requireOpen } from './project-exam.js';
import { relationshipId } from './relationships.js';
import { membershipResource } from './resource.js';
import {
  idParams as idOnly,
  jsonApiBody,
  jsonSchemaOf,
  optFlag,
  optIdValue,
  optText,
  toOne,
} from '../../http/route-schema.js';

const TYPE = 'memberships';
const ROLE_POINTER = '/data/attributes/role';
const USER_POINTER = '/data/relationships/user/data/id';
const TEAM_POINTER = '/data/relationships/team/data/id';
const listQuery: QuerySpec = { filters: ['team_id'] };
const idParams = jsonSchemaOf(idOnly('id'));
const membershipBody = jsonSchemaOf(
  jsonApiBody(
    {
      ...Object.fromEntries(
        [
          'role',
          'name',
          'email',
          'phone',
          'birthdate',
          'cpf',
          'legal_guardian_name',
          'legal_guardian_email',
          'degree_of_kinship',
        ].map((k) => [k, optText]),
      ),
      ...Object.fromEntries(
        ['address_state_id', 'address_city_id', 'school_unit_id', 'education_grade_id'].map((k) => [
          k,
          optIdValue,
        ]),
      ),
      external: optFlag,
    },
    { team: toOne, user: toOne },
  ),
);

const teamState = (ctx: TeamContext, members: Membership[]) => ({
  count: members.length,
  limit: ctx.project.memberLimit,
  hasTeacher: members.some((m) => m.role === 'teacher'),
});

/** The team's current members, read under a lock on the team row (serialises concurrent changes). */
async function lockedMembers(trx: Transaction<Database>, teamId: number): Promise<Membership[]> {
  await sql`select id from teams where id = ${teamId} for update`.execute(trx);
  return trx.selectFrom('memberships').selectAll().where('team_id', '=', teamId).execute();
}

/** Another member of the team with this e-mail (case-insensitive), when there is one. */
const sameEmail = (members: Membership[], email: string | null | undefined, except?: number) =>
  !!email && members.some((m) => m.id !== except && (m.email ?? '').toLowerCase() === email.toLowerCase());

/**
 * Members of a team (spec 3 §3, §4 "Teams and files", §5; issue 4 contract F). The leader and the exam's
 * staff add, edit and remove members; the leader's own row is theirs alone and is never removed.
 */
export async function membershipRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  const membershipContext = async (rawId: string, locale: Locale, me: ReturnType<typeof currentUser>) => {
    const id = idOf(rawId);
    const found =
      id === null || Number.isNaN(id) ? undefined : await loadMembership(db, id, config.projectId);
    if (!found) throw teamFailure(404, 'notFound', locale);
    const ctx = await teamContext(db, config, found.team.id, me, locale);
    return { ctx, membership: found.membership };
  };

  app.get(
    '/memberships',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['teams'],
        summary: 'filter[team_id]=T: the members of a team (its members and the exam staff only)',
        querystring: querystringSchema(listQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const q = parseQuery(req.query, listQuery);
      const teamId = requiredFilterId(q, 'team_id');
      const ctx = await teamContext(db, config, teamId, me, locale);
      const view = viewFor(ctx);
      return toDocument(
        ctx.memberships.map((m) => membershipResource(m, view(m))),
        { meta: { total_count: ctx.memberships.length, member_limit: ctx.project.memberLimit } },
      );
    },
  );

  app.post(
    '/memberships',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['teams'],
        summary:
          "Adds a member (the leader or staff): {data:{type:'memberships', attributes:{role, name, email, phone, birthdate, cpf, legal_guardian_name, legal_guardian_email, degree_of_kinship, address_state_id, address_city_id, school_unit_id, education_grade_id, external}, relationships:{team:{data:{type:'teams', id}}, user:{data:{type:'users', id}}|{data:null}}}} → 201",
        body: membershipBody,
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const { attributes } = readResourceBody(req.body, [TYPE]);
      const teamId = relationshipId(req.body, 'team', 'teams', locale) ?? idOf(attributes.team_id);
      if (teamId === null || Number.isNaN(teamId)) throw teamFailure(422, 'required', locale, TEAM_POINTER);
      const ctx = await teamContext(db, config, teamId, me, locale);
      if (!canManageMembers(ctx)) throw teamFailure(403, 'notLeader', locale);
      await requireOpen(db, ctx.project.exam, locale);
      const now = await dbNow(db);
      const { leader } = ctx;
      if (leader && isMinor(leader.birthdate, now) && !leader.legal_guardian_email)
        throw teamFailure(422, 'guardianFirst', locale);
      if (ctx.memberships.length >= ctx.project.memberLimit) throw teamFailure(422, 'limit', locale);

      const userId = relationshipId(req.body, 'user', 'users', locale) ?? null;
      const listed = userId !== null || attributes.external === false;
      const user = userId === null ? undefined : await loadListedUser(db, userId, ctx.team.edition_id);
      if (userId !== null && !user) throw teamFailure(422, 'notParticipant', locale, USER_POINTER);
      const values = memberFormValues(attributes, listed, userId);
      // A listed person's age is their account's, whatever the request says.
      if (user) values.birthdate = user.birthday ?? '';
      const input = parseMember(values, now, locale);
      if (input.role === 'leader') throw teamFailure(422, 'leaderRole', locale, ROLE_POINTER);
      const data = user ? await listedMemberData(db, user, ctx.team.edition_id) : externalMemberData(input);
      if (user) {
        if (ctx.memberships.some((m) => m.user_id === user.id))
          throw teamFailure(422, 'alreadyMember', locale, USER_POINTER);
        if ((await teamsOfUser(db, ctx.team.exam_id, user.id)).length)
          throw teamFailure(422, 'memberInOtherTeam', locale, USER_POINTER);
        Object.assign(data, guardianData(input));
      }

      const created = await db
        .transaction()
        .execute(async (trx) => {
          const members = await lockedMembers(trx, ctx.team.id);
          const refusal = memberAdditionError(teamState(ctx, members), input.role);
          if (refusal === 'teams.error.limit') throw teamFailure(422, 'limit', locale);
          if (refusal !== null) throw teamFailure(422, 'teacherRequired', locale, ROLE_POINTER);
          if (!user && sameEmail(members, data.email))
            throw teamFailure(422, 'alreadyMember', locale, '/data/attributes/email');
          return trx
            .insertInto('memberships')
            .values({ ...data, team_id: ctx.team.id, role: input.role as 'member' | 'teacher' })
            .returningAll()
            .executeTakeFirstOrThrow();
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw teamFailure(422, 'alreadyMember', locale, USER_POINTER);
          throw err;
        });
      reply.code(201);
      return toDocument(membershipResource(created, { full: true }));
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/memberships/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['teams'],
        summary:
          "Edits a member (the leader or staff; the leader's row only by the leader): {data:{type:'memberships', id, attributes:{…}}}; attributes left out keep their value",
        body: membershipBody,
        params: idParams,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const { ctx, membership } = await membershipContext(req.params.id, locale, me);
      const isLeaderRow = membership.role === 'leader';
      if (isLeaderRow && membership.user_id !== me.id) throw teamFailure(403, 'leaderLocked', locale);
      if (!isLeaderRow && !canManageMembers(ctx)) throw teamFailure(403, 'notLeader', locale);
      const body = readResourceBody(req.body, [TYPE]);
      if (body.id !== undefined && body.id !== String(membership.id))
        throw new ApiError(409, [
          errorObject(409, 'data.id does not match the URL', { pointer: '/data/id' }),
        ]);
      await requireOpen(db, ctx.project.exam, locale);
      const now = await dbNow(db);

      const listed = membership.user_id !== null;
      const values = memberFormValues(
        body.attributes,
        listed,
        membership.user_id,
        storedFormValues(membership),
      );
      const input: MemberFormOutput = parseMember(values, now, locale);
      if (isLeaderRow !== (input.role === 'leader'))
        throw teamFailure(422, 'leaderRole', locale, ROLE_POINTER);
      const changes: Updateable<MembershipsTable> = listed ? guardianData(input) : externalMemberData(input);

      const updated = await db.transaction().execute(async (trx) => {
        const members = await lockedMembers(trx, ctx.team.id);
        if (!isLeaderRow) {
          // As if the member joined again with the new role: the last place stays the teacher's.
          const others = members.filter((m) => m.id !== membership.id);
          const refusal = memberAdditionError(
            {
              count: others.length,
              limit: Math.max(ctx.project.memberLimit, members.length),
              hasTeacher: others.some((m) => m.role === 'teacher'),
            },
            input.role,
          );
          if (refusal === 'teams.error.teacherRequired')
            throw teamFailure(422, 'teacherRequired', locale, ROLE_POINTER);
        }
        if (!listed && sameEmail(members, changes.email, membership.id))
          throw teamFailure(422, 'alreadyMember', locale, '/data/attributes/email');
        return trx
          .updateTable('memberships')
          .set({ ...changes, role: input.role as Membership['role'], updated_at: new Date() })
          .where('id', '=', membership.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return toDocument(membershipResource(updated, { full: true }));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/memberships/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['teams'],
        summary: 'Removes a member (the leader or staff); the leader is never removed → 204',
        params: idParams,
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const { ctx, membership } = await membershipContext(req.params.id, locale, me);
      if (membership.role === 'leader')
        throw teamFailure(membership.user_id === me.id ? 422 : 403, 'leaderLocked', locale);
      if (!canManageMembers(ctx)) throw teamFailure(403, 'notLeader', locale);
      await requireOpen(db, ctx.project.exam, locale);
      await db.deleteFrom('memberships').where('id', '=', membership.id).execute();
      return reply.code(204).send();
    },
  );
}
