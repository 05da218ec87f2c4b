import type { Kysely, Selectable } from 'kysely';
import type { Database, MembershipsTable, TeamsTable } from '../../db/schema.js';

export type Team = Selectable<TeamsTable>;
export type Membership = Selectable<MembershipsTable>;

/** A team of the served project, or undefined. */
export function loadTeam(db: Kysely<Database>, id: number, projectId: number): Promise<Team | undefined> {
  return db
    .selectFrom('teams')
    .innerJoin('editions', 'editions.id', 'teams.edition_id')
    .selectAll('teams')
    .where('teams.id', '=', id)
    .where('editions.project_id', '=', projectId)
    .where('editions.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The memberships of these teams (leader first, then by arrival), grouped by team id. */
export async function loadMemberships(
  db: Kysely<Database>,
  teamIds: number[],
): Promise<Map<number, Membership[]>> {
  const out = new Map<number, Membership[]>(teamIds.map((id) => [id, []]));
  if (!teamIds.length) return out;
  const rows = await db
    .selectFrom('memberships')
    .selectAll()
    .where('team_id', 'in', teamIds)
    .orderBy('team_id')
    .orderBy('id')
    .execute();
  const rank = (m: Membership) => (m.role === 'leader' ? 0 : 1);
  for (const m of [...rows].sort((a, b) => rank(a) - rank(b) || a.id - b.id)) out.get(m.team_id)?.push(m);
  return out;
}

/** A membership (with its team) of the served project, or undefined. */
export async function loadMembership(
  db: Kysely<Database>,
  id: number,
  projectId: number,
): Promise<{ membership: Membership; team: Team } | undefined> {
  const membership = await db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirst();
  if (!membership) return undefined;
  const team = await loadTeam(db, membership.team_id, projectId);
  return team ? { membership, team } : undefined;
}

/** The teams of an exam the user belongs to (by memberships.user_id). */
export function teamsOfUser(db: Kysely<Database>, examId: number, userId: number): Promise<Team[]> {
  return db
    .selectFrom('teams')
    .innerJoin('memberships', 'memberships.team_id', 'teams.id')
    .selectAll('teams')
    .where('teams.exam_id', '=', examId)
    .where('memberships.user_id', '=', userId)
    .orderBy('teams.id')
    .execute();
}

/** The user's membership in the team, or undefined. */
export function membershipOf(
  db: Kysely<Database>,
  teamId: number,
  userId: number,
): Promise<Membership | undefined> {
  return db
    .selectFrom('memberships')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's inscription in an edition (address, school and grade of a listed member), or undefined. */
export function inscriptionOf(db: Kysely<Database>, editionId: number, userId: number) {
  return db
    .selectFrom('inscriptions')
    .select(['address_state_id', 'address_city_id', 'school_unit_id', 'education_grade_id'])
    .where('edition_id', '=', editionId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .executeTakeFirst();
}
