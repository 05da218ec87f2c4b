import type { Resource } from '../../jsonapi/serialize.js';
import { isMinor } from '../../shared-rules.js';
import type { Membership, Team } from './load.js';

/** Private fields a member's row hides from fellow members (they see names, roles and e-mails). */
const PRIVATE_FIELDS = [
  'phone',
  'birthdate',
  'cpf',
  'legal_guardian_name',
  'legal_guardian_email',
  'degree_of_kinship',
  'address_state_id',
  'address_city_id',
  'school_unit_id',
  'education_grade_id',
] as const;

export interface MembershipView {
  /** Staff, the team's leader and the member themself see everything; others not the private fields. */
  full: boolean;
}

/** spec 3 §3 Membership: role member (Estudante), teacher (Professor) or leader (Líder). */
export function membershipResource(m: Membership, view: MembershipView): Resource {
  const attributes: Record<string, unknown> = {
    name: m.name,
    role: m.role,
    email: m.email,
    phone: m.phone,
    birthdate: m.birthdate,
    cpf: m.cpf,
    legal_guardian_name: m.legal_guardian_name,
    legal_guardian_email: m.legal_guardian_email,
    degree_of_kinship: m.degree_of_kinship,
    address_state_id: m.address_state_id,
    address_city_id: m.address_city_id,
    school_unit_id: m.school_unit_id,
    education_grade_id: m.education_grade_id,
    external: m.external,
    team_id: m.team_id,
    user_id: m.user_id,
  };
  if (!view.full) for (const field of PRIVATE_FIELDS) attributes[field] = null;
  return {
    type: 'memberships',
    id: m.id,
    attributes,
    relationships: {
      team: { type: 'teams', id: m.team_id },
      user: m.user_id === null ? null : { type: 'users', id: m.user_id },
    },
  };
}

/** spec 3 §3 Team: id, name, exam id, edition id, source; with the phase's member limit. */
export function teamResource(
  team: Team,
  memberships: Membership[] | undefined,
  memberLimit: number,
  viewOf: (m: Membership) => MembershipView,
): Resource {
  return {
    type: 'teams',
    id: team.id,
    attributes: {
      name: team.name,
      exam_id: team.exam_id,
      edition_id: team.edition_id,
      source: team.source,
      member_limit: memberLimit,
      created_at: team.created_at,
    },
    relationships: {
      exam: { type: 'exams', id: team.exam_id },
      edition: { type: 'editions', id: team.edition_id },
      ...(memberships ? { memberships: memberships.map((m) => membershipResource(m, viewOf(m))) } : {}),
    },
  };
}

/** spec 3 §3 Participant search result: id, name, birthday — never e-mail or cpf. */
export function participantResource(
  user: { id: number; name: string | null; birthday: string | null },
  today: Date,
): Resource {
  return {
    type: 'participants',
    id: user.id,
    attributes: { name: user.name ?? '', minor: isMinor(user.birthday, today) },
  };
}
