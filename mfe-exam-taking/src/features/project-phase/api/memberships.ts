import { getPage, sendJson } from 'shared-contracts/client';
import { membershipDocument, type MemberFormOutput } from 'shared-contracts';
import type { Membership, TeamRole } from '../types';

export type RawMembership = Partial<Record<keyof Membership, unknown>> & {
  id: string;
  user?: { id: string } | null;
};

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const idOrNull = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);
const roleOf = (value: unknown): TeamRole => (value === 'leader' || value === 'teacher' ? value : 'member');

export function membershipOf(raw: RawMembership): Membership {
  return {
    id: String(raw.id),
    role: roleOf(raw.role),
    name: text(raw.name),
    email: text(raw.email),
    phone: text(raw.phone),
    birthdate: text(raw.birthdate).slice(0, 10),
    cpf: text(raw.cpf),
    legal_guardian_name: text(raw.legal_guardian_name),
    legal_guardian_email: text(raw.legal_guardian_email),
    degree_of_kinship: text(raw.degree_of_kinship),
    address_state_id: idOrNull(raw.address_state_id),
    address_city_id: idOrNull(raw.address_city_id),
    school_unit_id: idOrNull(raw.school_unit_id),
    education_grade_id: idOrNull(raw.education_grade_id),
    external: raw.external === true,
    userId: raw.user?.id ? String(raw.user.id) : null,
  };
}

/** GET memberships?filter[team_id]: the members of a team. */
export async function fetchMemberships(teamId: string): Promise<Membership[]> {
  const page = await getPage<RawMembership>('memberships', { filter: { team_id: teamId } });
  return page.items.map(membershipOf);
}

/** POST memberships: the validated form values (membershipDocument: digits-only phone/cpf, lowercased e-mails). */
export async function createMembership(teamId: string, values: MemberFormOutput): Promise<void> {
  await sendJson('post', 'memberships', membershipDocument(values, teamId));
}

/** PATCH memberships/{id} with the validated form values. */
export async function updateMembership(teamId: string, id: string, values: MemberFormOutput): Promise<void> {
  await sendJson('patch', `memberships/${encodeURIComponent(id)}`, membershipDocument(values, teamId, id));
}

/** DELETE memberships/{id}. */
export async function deleteMembership(id: string): Promise<void> {
  await sendJson('delete', `memberships/${encodeURIComponent(id)}`);
}
