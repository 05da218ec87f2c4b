import { isMinor, offeredRoles, type AssignableRole } from 'shared-contracts';
import type { Membership, Team, TeamRole } from './types';

/** What the team screen shows and allows (spec 3 §4 "Teams and files"). */
export interface TeamView {
  leader: Membership | null;
  /** The signed-in user leads the team: they add, edit and remove members. */
  isLeader: boolean;
  count: number;
  limit: number;
  hasTeacher: boolean;
  /** 'Limite de membros atingido'. */
  full: boolean;
  /** An under-18 leader without a guardian e-mail: adding members waits for it. */
  guardianBlocked: boolean;
  /** Roles offered for a new member (only teacher when the last place remains without one). */
  roles: AssignableRole[];
}

export function teamView(team: Team, userId: string | null, limit: number): TeamView {
  const leader = team.memberships.find((m) => m.role === 'leader') ?? null;
  const count = team.memberships.length;
  const hasTeacher = team.memberships.some((m) => m.role === 'teacher');
  return {
    leader,
    isLeader: leader !== null && userId !== null && leader.userId === userId,
    count,
    limit,
    hasTeacher,
    full: count >= limit,
    guardianBlocked:
      leader !== null && isMinor(leader.birthdate) && leader.legal_guardian_email.trim() === '',
    roles: offeredRoles({ count, limit, hasTeacher }),
  };
}

/**
 * The actions on a member's row: only the leader changes the team; the leader's own row is edited by
 * the leader alone and is never removed; nothing once the phase closed.
 */
export function rowActions(member: Membership, view: TeamView, closed: boolean) {
  if (closed || !view.isLeader) return { edit: false, remove: false };
  return { edit: true, remove: member.role !== 'leader' };
}

/** Roles the edit form offers: the leader stays leader; others are Estudante or Professor. */
export function editRoles(member: Membership): TeamRole[] {
  return member.role === 'leader' ? ['leader'] : ['member', 'teacher'];
}
