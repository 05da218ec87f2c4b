import * as v from 'valibot';
import { isValidCpf, onlyDigits } from '../registration/cpf';
import {
  calendarDateOf,
  compareCalendarDates,
  formatDateDMY,
  parseDateDMY,
  type CalendarDate,
} from '../registration/dates';
import { toId } from '../registration/fields';
import { hasPhoneCharactersOnly } from '../registration/phone';
import { TEAM_MESSAGE_IDS as M, type TeamMessageId } from './messages';
import { TEAM_ROLES, type TeamRole } from './team-rules';

/** Members under this age need a legal guardian (spec 3 §5, §9). */
export const ADULT_AGE = 18;
/** Names (member, guardian, team) need at least this many characters once trimmed. */
export const NAME_MIN_LENGTH = 3;
/** Longest text a member or team field keeps. */
export const TEXT_MAX_LENGTH = 200;

/** A birth date given as DD/MM/YYYY (the form) or YYYY-MM-DD (the API, the database), or null. */
export function parseBirthdate(text: string | null | undefined): CalendarDate | null {
  const value = (text ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? parseDateDMY(`${iso[3]}/${iso[2]}/${iso[1]}`) : parseDateDMY(value);
}

/** 'DD/MM/YYYY' or 'YYYY-MM-DD' → 'YYYY-MM-DD'; null when not a real date. */
export function toIsoDate(text: string | null | undefined): string | null {
  const date = parseBirthdate(text);
  if (!date) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** 'YYYY-MM-DD' (or DD/MM/YYYY) → 'DD/MM/YYYY'; '' when not a real date. */
export function toDMY(text: string | null | undefined): string {
  const date = parseBirthdate(text);
  return date ? formatDateDMY(date) : '';
}

/** Full years between a birth date and a day. */
export function ageOn(birth: CalendarDate, day: CalendarDate): number {
  const hadBirthday = day.month > birth.month || (day.month === birth.month && day.day >= birth.day);
  return day.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Whether someone born on that date (DD/MM/YYYY or YYYY-MM-DD) is under 18 today; false when unknown. */
export function isMinor(birthdate: string | null | undefined, today: Date = new Date()): boolean {
  const birth = parseBirthdate(birthdate);
  return birth !== null && ageOn(birth, calendarDateOf(today)) < ADULT_AGE;
}

/**
 * Whether the member form's person is under 18: by the birthdate, or, for a person picked from the
 * participant search (which never tells the birthday of other students), by the search's `minor`.
 */
export function memberIsMinor(
  values: { birthdate?: string | null; listed?: boolean | null; minor?: boolean | null },
  today: Date = new Date(),
): boolean {
  return isMinor(values.birthdate, today) || (values.listed === true && values.minor === true);
}

/** A valid e-mail address (valibot's rule, as the registration forms use). */
export function isValidEmail(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text.length <= TEXT_MAX_LENGTH && v.EMAIL_REGEX.test(text);
}

/** A phone with area code: 10 or 11 digits, mask characters allowed. */
export function isValidMemberPhone(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  const digits = onlyDigits(text).length;
  return hasPhoneCharactersOnly(text) && (digits === 10 || digits === 11);
}

const text = v.pipe(
  v.optional(v.nullable(v.string(M.invalidValue)), ''),
  v.transform((value) => (value ?? '').trim()),
);

const id = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()], M.invalidValue)), null),
  v.transform((value) => toId(value)),
);

/** The problem of a (trimmed) team name, or null. */
export function teamNameIssue(name: string): TeamMessageId | null {
  if (name === '') return M.required;
  if (name.length < NAME_MIN_LENGTH) return M.teamNameMinLength3;
  return name.length > TEXT_MAX_LENGTH ? M.maxLength200 : null;
}

/** Team name (spec 3 §5): required, at least 3 characters once trimmed. */
export const teamNameSchema = v.pipe(
  text,
  v.rawCheck(({ dataset, addIssue }) => {
    const issue = dataset.typed ? teamNameIssue(dataset.value) : null;
    if (issue !== null) addIssue({ message: issue });
  }),
);

/** The create/rename team form. */
export const teamFormSchema = v.object({ name: teamNameSchema });
export type TeamFormValues = v.InferInput<typeof teamFormSchema>;

const memberObject = v.object({
  role: v.pipe(
    v.optional(v.nullable(v.string(M.invalidValue)), ''),
    v.transform((value) => (value ?? '').trim()),
  ),
  listed: v.optional(v.nullable(v.boolean(M.invalidValue)), false),
  /** A listed person under 18, as the participant search tells it (the API judges by the account). */
  minor: v.optional(v.nullable(v.boolean(M.invalidValue)), false),
  user_id: v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()], M.invalidValue)), null),
    v.transform((value) => (value === null || String(value).trim() === '' ? null : String(value).trim())),
  ),
  email: text,
  name: text,
  phone: text,
  birthdate: text,
  cpf: text,
  address_state_id: id,
  address_city_id: id,
  school_unit_id: id,
  education_grade_id: id,
  legal_guardian_name: text,
  legal_guardian_email: text,
  degree_of_kinship: text,
});

/** The member form's values (spec 3 §5 "Member form"); ids may be numbers or numeric strings. */
export type MemberFormValues = v.InferInput<typeof memberObject>;
/** Trimmed values with ids as numbers (or null). */
export type MemberFormOutput = v.InferOutput<typeof memberObject>;
export type MemberField = keyof MemberFormOutput;

function nameIssue(value: string): TeamMessageId | null {
  if (value === '') return M.required;
  if (value.length < NAME_MIN_LENGTH) return M.minLength3;
  return value.length > TEXT_MAX_LENGTH ? M.maxLength200 : null;
}

function emailIssue(value: string): TeamMessageId | null {
  if (value === '') return M.required;
  return isValidEmail(value) ? null : M.invalidEmail;
}

function birthdateIssue(value: string, today: Date): TeamMessageId | null {
  if (value === '') return M.required;
  const date = parseBirthdate(value);
  if (!date) return M.invalidDate;
  return compareCalendarDates(date, calendarDateOf(today)) < 0 ? null : M.futureDate;
}

function idIssue(value: number | null): TeamMessageId | null {
  if (value === null) return M.selectOne;
  return Number.isNaN(value) ? M.invalidValue : null;
}

function optionalTextIssue(value: string): TeamMessageId | null {
  return value.length > TEXT_MAX_LENGTH ? M.maxLength200 : null;
}

/**
 * The first problem of each field, by the rules of spec 3 §5: role required; a listed person needs the
 * chosen user; an unlisted one needs e-mail, name, phone, birthdate (DD/MM/YYYY — or YYYY-MM-DD as the
 * API also takes it — in the past), cpf,
 * state, city, school and grade; guardian name, guardian e-mail and degree of kinship are required when
 * the birthdate (or, for a listed person, the search's `minor`) shows someone under 18. `today` is the
 * day the birthdate is judged against.
 */
export function memberFormIssues(
  values: MemberFormOutput,
  today: Date = new Date(),
): Partial<Record<MemberField, TeamMessageId>> {
  const issues: Partial<Record<MemberField, TeamMessageId>> = {};
  const set = (field: MemberField, issue: TeamMessageId | null) => {
    if (issue !== null) issues[field] = issue;
  };
  if (values.role === '') set('role', M.selectOne);
  else if (!(TEAM_ROLES as readonly string[]).includes(values.role)) set('role', M.invalidValue);

  if (values.listed) {
    if (values.user_id === null) set('user_id', M.selectOne);
    else if (!/^\d+$/.test(values.user_id)) set('user_id', M.invalidValue);
    if (values.birthdate !== '' && !parseBirthdate(values.birthdate)) set('birthdate', M.invalidDate);
  } else {
    set('email', emailIssue(values.email));
    set('name', nameIssue(values.name));
    set('phone', values.phone === '' ? M.required : isValidMemberPhone(values.phone) ? null : M.invalidPhone);
    set('birthdate', birthdateIssue(values.birthdate, today));
    set('cpf', values.cpf === '' ? M.required : isValidCpf(values.cpf) ? null : M.invalidCpf);
    set('address_state_id', idIssue(values.address_state_id));
    set('address_city_id', idIssue(values.address_city_id));
    set('school_unit_id', idIssue(values.school_unit_id));
    set('education_grade_id', idIssue(values.education_grade_id));
  }

  if (!issues.birthdate && memberIsMinor(values, today)) {
    set('legal_guardian_name', nameIssue(values.legal_guardian_name));
    set('legal_guardian_email', emailIssue(values.legal_guardian_email));
    set('degree_of_kinship', values.degree_of_kinship === '' ? M.required : null);
  } else if (values.legal_guardian_email !== '' && !isValidEmail(values.legal_guardian_email)) {
    set('legal_guardian_email', M.invalidEmail);
  }
  set('degree_of_kinship', issues.degree_of_kinship ?? optionalTextIssue(values.degree_of_kinship));
  if (!issues.legal_guardian_name) set('legal_guardian_name', optionalTextIssue(values.legal_guardian_name));
  return issues;
}

/** The member form schema; `today` (default: the moment of validation) judges the birthdate. */
export function createMemberFormSchema(today: () => Date = () => new Date()) {
  return v.pipe(
    memberObject,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const input = dataset.value;
      const issues = memberFormIssues(input, today());
      for (const [key, message] of Object.entries(issues)) {
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input, key, value: input[key as MemberField] }],
        });
      }
    }),
  );
}

export const memberFormSchema = createMemberFormSchema();

/** The membership attributes the API takes (POST/PATCH /api/memberships). */
export interface MemberAttributes {
  role: TeamRole;
  external: boolean;
  name?: string;
  email?: string;
  phone?: string;
  /** YYYY-MM-DD. */
  birthdate?: string | null;
  cpf?: string;
  address_state_id?: number | null;
  address_city_id?: number | null;
  school_unit_id?: number | null;
  education_grade_id?: number | null;
  legal_guardian_name: string | null;
  legal_guardian_email: string | null;
  degree_of_kinship: string | null;
}

const orNull = (value: string): string | null => (value === '' ? null : value);

/**
 * The API attributes of validated member values: phone and cpf digits only, e-mails lowercased,
 * birthdate YYYY-MM-DD. A listed person's own data comes from their account on the server, so only
 * the role and the guardian fields are sent for them.
 */
export function memberPayload(values: MemberFormOutput): MemberAttributes {
  const guardian = {
    legal_guardian_name: orNull(values.legal_guardian_name),
    legal_guardian_email: orNull(values.legal_guardian_email.toLowerCase()),
    degree_of_kinship: orNull(values.degree_of_kinship),
  };
  if (values.listed) return { role: values.role as TeamRole, external: false, ...guardian };
  return {
    role: values.role as TeamRole,
    external: true,
    name: values.name,
    email: values.email.toLowerCase(),
    phone: onlyDigits(values.phone),
    birthdate: toIsoDate(values.birthdate),
    cpf: onlyDigits(values.cpf),
    address_state_id: values.address_state_id,
    address_city_id: values.address_city_id,
    school_unit_id: values.school_unit_id,
    education_grade_id: values.education_grade_id,
    ...guardian,
  };
}

/** The whole POST/PATCH /api/memberships body for validated member values. */
export function membershipDocument(values: MemberFormOutput, teamId: string, membershipId?: string) {
  return {
    data: {
      type: 'memberships' as const,
      ...(membershipId !== undefined ? { id: membershipId } : {}),
      attributes: memberPayload(values),
      relationships: {
        team: { data: { type: 'teams' as const, id: teamId } },
        user:
          values.listed && values.user_id !== null
            ? { data: { type: 'users' as const, id: values.user_id } }
            : { data: null },
      },
    },
  };
}
