import type { Insertable, Kysely, Updateable } from 'kysely';
import * as v from 'valibot';
import type { Database, MembershipsTable } from '../../db/schema.js';
import { controlCharacterError, hasControlCharacters } from '../../http/text-input.js';
import { ApiError } from '../../jsonapi/errors.js';
import {
  createMemberFormSchema,
  memberPayload,
  onlyDigits,
  toDMY,
  type Locale,
  type MemberFormOutput,
  type MemberFormValues,
} from '../../shared-rules.js';
import { inscriptionOf, type Membership } from './load.js';
import { teamIssues } from './messages.js';

/** The form fields the API takes as attributes (the user comes as a relationship). */
const ATTRIBUTE_FIELDS = [
  'role',
  'email',
  'name',
  'phone',
  'birthdate',
  'cpf',
  'address_state_id',
  'address_city_id',
  'school_unit_id',
  'education_grade_id',
  'legal_guardian_name',
  'legal_guardian_email',
  'degree_of_kinship',
] as const;

/** Where an issue of the member form points: the user relationship or the attribute. */
export const memberPointer = (path: string) =>
  path === 'user_id'
    ? '/data/relationships/user/data/id'
    : path === 'listed'
      ? '/data/attributes/external'
      : `/data/attributes${path ? `/${path}` : ''}`;

/** Numbers are accepted for texts a client may send as numbers (phone, cpf). */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** The form values of a request: its attributes over `base` (the stored member, for a PATCH). */
export function memberFormValues(
  attributes: Record<string, unknown>,
  listed: boolean,
  userId: number | null,
  base: MemberFormValues = {},
): MemberFormValues {
  const values: Record<string, unknown> = {
    ...base,
    listed,
    user_id: userId === null ? null : String(userId),
  };
  for (const field of ATTRIBUTE_FIELDS) if (field in attributes) values[field] = asText(attributes[field]);
  return values as MemberFormValues;
}

/** A stored member as form values (birthdate DD/MM/YYYY), the base a partial PATCH applies to. */
export function storedFormValues(m: Membership): MemberFormValues {
  return {
    role: m.role,
    email: m.email ?? '',
    name: m.name,
    phone: m.phone ?? '',
    birthdate: toDMY(m.birthdate),
    cpf: m.cpf ?? '',
    address_state_id: m.address_state_id,
    address_city_id: m.address_city_id,
    school_unit_id: m.school_unit_id,
    education_grade_id: m.education_grade_id,
    legal_guardian_name: m.legal_guardian_name ?? '',
    legal_guardian_email: m.legal_guardian_email ?? '',
    degree_of_kinship: m.degree_of_kinship ?? '',
  };
}

/** The member's texts, stored as plain text: a control character in one is a 422. */
const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'cpf',
  'birthdate',
  'legal_guardian_name',
  'legal_guardian_email',
  'degree_of_kinship',
] as const;

/**
 * The values through the shared member schema (judged on `today`), or a 422 naming every bad field
 * (a text holding a control character among them).
 */
export function parseMember(values: MemberFormValues, today: Date, locale: Locale): MemberFormOutput {
  const result = v.safeParse(
    createMemberFormSchema(() => today),
    values,
  );
  const errors = result.success ? [] : teamIssues(result.issues, locale, memberPointer);
  const flagged = new Set(errors.map((e) => e.source?.pointer));
  for (const field of TEXT_FIELDS) {
    const value = values[field];
    const pointer = memberPointer(field);
    if (typeof value === 'string' && hasControlCharacters(value) && !flagged.has(pointer))
      errors.push(controlCharacterError(locale, pointer));
  }
  if (errors.length || !result.success) throw new ApiError(422, errors);
  return result.output;
}

type MemberData = Omit<Insertable<MembershipsTable>, 'team_id' | 'role'>;

/** The stored fields of an external person (digits-only phone and cpf, lower-case e-mails). */
export function externalMemberData(values: MemberFormOutput): MemberData {
  const p = memberPayload(values);
  return {
    user_id: null,
    external: true,
    name: p.name ?? '',
    email: p.email ?? null,
    phone: p.phone ?? null,
    birthdate: p.birthdate ?? null,
    cpf: p.cpf ?? null,
    address_state_id: p.address_state_id ?? null,
    address_city_id: p.address_city_id ?? null,
    school_unit_id: p.school_unit_id ?? null,
    education_grade_id: p.education_grade_id ?? null,
    legal_guardian_name: p.legal_guardian_name,
    legal_guardian_email: p.legal_guardian_email,
    degree_of_kinship: p.degree_of_kinship,
  };
}

/** The guardian fields of validated values (all the form changes on a listed member). */
export function guardianData(values: MemberFormOutput): Updateable<MembershipsTable> {
  const p = memberPayload(values);
  return {
    legal_guardian_name: p.legal_guardian_name,
    legal_guardian_email: p.legal_guardian_email,
    degree_of_kinship: p.degree_of_kinship,
  };
}

export interface ListedUser {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  taxpayer_number: string | null;
}

/** A listed member's data, copied from their account and their inscription in the edition. */
export async function listedMemberData(
  db: Kysely<Database>,
  user: ListedUser,
  editionId: number,
): Promise<MemberData> {
  const inscription = await inscriptionOf(db, editionId, user.id);
  const digits = (value: string | null) => (value ? onlyDigits(value) || null : null);
  return {
    user_id: user.id,
    external: false,
    name: user.name ?? '',
    email: user.email ? user.email.toLowerCase() : null,
    phone: digits(user.phone),
    birthdate: user.birthday,
    cpf: digits(user.taxpayer_number),
    address_state_id: inscription?.address_state_id ?? null,
    address_city_id: inscription?.address_city_id ?? null,
    school_unit_id: inscription?.school_unit_id ?? null,
    education_grade_id: inscription?.education_grade_id ?? null,
  };
}

/** A user that may be listed in a team of the edition (subscribed to it), or undefined. */
export function loadListedUser(
  db: Kysely<Database>,
  userId: number,
  editionId: number,
): Promise<ListedUser | undefined> {
  return db
    .selectFrom('users')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone',
      'users.birthday',
      'users.taxpayer_number',
    ])
    .where('users.id', '=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('inscriptions')
          .select('inscriptions.id')
          .whereRef('inscriptions.user_id', '=', 'users.id')
          .where('inscriptions.edition_id', '=', editionId),
      ),
    )
    .executeTakeFirst();
}
