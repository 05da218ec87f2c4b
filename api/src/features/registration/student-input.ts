import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema.js';
import {
  isHomeschoolingSchool,
  studentRegistrationSchema,
  toId,
  type Locale,
  type PhaseCategory,
  type StudentRegistrationContext,
  type StudentRegistrationInput,
  type StudentRegistrationOutput,
} from '../../shared-rules.js';
import { parseOr422 } from './messages.js';
import type { RegistrationEdition } from './edition-context.js';

/** 'YYYY-MM-DD' (stored) → 'DD/MM/YYYY' (the form's and the schema's format). */
export function isoToDMY(iso: string | null): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** 'DD/MM/YYYY' (or already 'YYYY-MM-DD') → 'YYYY-MM-DD'; null for empty. Call after validation. */
export function dmyToIso(text: string): string | null {
  if (text === '') return null;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : text;
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The schema's user-part input from a user's stored (or about to be stored) fields. */
export function userPartInput(user: {
  taxpayer_number: string | null;
  phone: string | null;
  birthday: string | null;
  gender: string | null;
  additional_data: Record<string, unknown>;
}): Partial<StudentRegistrationInput> {
  const extra = user.additional_data ?? {};
  const address = extra.address && typeof extra.address === 'object' ? extra.address : {};
  return {
    birthday: /^\d{4}-/.test(user.birthday ?? '') ? isoToDMY(user.birthday) : (user.birthday ?? ''),
    gender: user.gender,
    taxpayer_number: user.taxpayer_number ?? '',
    phone: user.phone ?? '',
    mother_name: str(extra.mother_name),
    country: str(extra.country),
    citizen_id_type: str(extra.citizen_id_type),
    citizen_id_number: str(extra.citizen_id_number),
    document_number: str(extra.ci),
    address: address as StudentRegistrationInput['address'],
    accepted_terms: extra.accepted_terms as boolean | undefined,
  } as Partial<StudentRegistrationInput>;
}

/** Where each schema field lives in the POST/PUT students body; user-part fields under /data/attributes/user. */
export function studentPointer(path: string): string {
  const body: Record<string, string> = {
    category: '/data/attributes/inscription_attributes/category',
    state_id: '/data/attributes/inscription_attributes/address_state_id',
    city_id: '/data/attributes/inscription_attributes/address_city_id',
    school_id: '/data/attributes/school',
    grade_id: '/data/attributes/education_grade_id',
  };
  return body[path] ?? `/data/attributes/user/${path.split('.').join('/')}`;
}

export interface InscriptionPart {
  category: unknown;
  address_state_id: unknown;
  address_city_id: unknown;
  school: unknown;
  education_grade_id: unknown;
}

/**
 * The whole student rule set of spec 1 §5, run on the stored user plus the inscription body with the
 * same schema the form uses. 422 naming every failing field.
 */
export function checkStudent(
  user: Selectable<UsersTable>,
  part: InscriptionPart,
  reg: RegistrationEdition,
  countryId: number | null,
  locale: Locale,
): StudentRegistrationOutput {
  const category = typeof part.category === 'string' ? (part.category as PhaseCategory) : null;
  const context: StudentRegistrationContext = {
    projectId: reg.edition.project_id,
    editionId: reg.edition.id,
    countryId,
    isParaguayEdition: reg.isParaguayEdition,
    category,
    homeschooling: isHomeschoolingSchool(toId(part.school)),
  };
  const input = {
    ...userPartInput(user),
    category: part.category,
    state_id: part.address_state_id,
    city_id: part.address_city_id,
    school_id: part.school,
    grade_id: part.education_grade_id,
  };
  return parseOr422(studentRegistrationSchema(context), input, locale, studentPointer);
}
