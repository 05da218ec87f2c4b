import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../auth/auth-hook.js';
import type { Locale } from '../../shared-rules.js';
import { isExamStaff } from '../exams/access.js';
import { loadMemberships, loadTeam, type Membership, type Team } from './load.js';
import { teamFailure } from './messages.js';
import { loadProjectExam, type ProjectExam } from './project-exam.js';
import type { MembershipView } from './resource.js';

/** A team as one caller sees it. */
export interface TeamContext {
  team: Team;
  project: ProjectExam;
  /** Admin, or coordinator of the team's edition. */
  staff: boolean;
  memberships: Membership[];
  /** The caller's own membership, when they are in the team. */
  mine: Membership | undefined;
  leader: Membership | undefined;
}

/** Whether the caller leads the team or is staff: who adds, edits and removes members. */
export const canManageMembers = (ctx: TeamContext) => ctx.staff || ctx.mine?.role === 'leader';

/** Staff, the leader and the member themself see a member's private fields. */
export const viewFor =
  (ctx: TeamContext) =>
  (m: Membership): MembershipView => ({
    full: canManageMembers(ctx) || (ctx.mine !== undefined && ctx.mine.id === m.id),
  });

/**
 * The team named by id, for its members (memberships.user_id) and the exam's staff only. Anyone else
 * hears 404 (the team is not revealed); admins and coordinators of other editions hear 403.
 */
export async function teamContext(
  db: Kysely<Database>,
  config: Config,
  teamId: number,
  me: CurrentUser,
  locale: Locale,
): Promise<TeamContext> {
  const team = Number.isNaN(teamId) ? undefined : await loadTeam(db, teamId, config.projectId);
  if (!team) throw teamFailure(404, 'notFound', locale);
  const project = await loadProjectExam(db, team.exam_id, config.projectId);
  if (!project) throw teamFailure(404, 'notFound', locale);
  const staff = await isExamStaff(db, project.exam, me);
  const memberships = (await loadMemberships(db, [team.id])).get(team.id) ?? [];
  const mine = memberships.find((m) => m.user_id === me.id);
  if (!staff && !mine) {
    const isStaffElsewhere = me.roles.has('admin') || me.roles.has('coordinator');
    throw isStaffElsewhere ? teamFailure(403, 'forbidden', locale) : teamFailure(404, 'notFound', locale);
  }
  return { team, project, staff, memberships, mine, leader: memberships.find((m) => m.role === 'leader') };
}
