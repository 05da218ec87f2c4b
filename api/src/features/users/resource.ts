import type { Selectable } from 'kysely';
import type { ProfilesTable, UsersTable } from '../../db/schema.js';
import type { Resource } from '../../jsonapi/serialize.js';

export const userFields = [
  'name',
  'fractal_id',
  'email',
  'username',
  'provider',
  'taxpayer_number',
  'phone',
  'birthday',
  'gender',
  'additional_data',
  'profiles',
] as const;
export const profileFields = ['role', 'edition_id', 'user'] as const;

export function profileResource(p: Selectable<ProfilesTable>): Resource {
  return {
    type: 'profiles',
    id: p.id,
    attributes: { role: p.role, edition_id: p.edition_id === null ? null : p.edition_id },
  };
}

export function userResource(u: Selectable<UsersTable>, profiles?: Selectable<ProfilesTable>[]): Resource {
  return {
    type: 'users',
    id: u.id,
    attributes: {
      name: u.name,
      fractal_id: u.fractal_id,
      email: u.email,
      username: u.username,
      provider: u.provider,
      taxpayer_number: u.taxpayer_number,
      phone: u.phone,
      birthday: u.birthday,
      gender: u.gender,
      additional_data: u.additional_data ?? {},
    },
    relationships: profiles ? { profiles: profiles.map(profileResource) } : {},
  };
}
