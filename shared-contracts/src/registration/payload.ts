import type { PhaseCategory } from '../entities/edition';
import type { UserAdditionalData, UserAddress } from '../entities/user';
import { INSCRIPTION_SOURCE, STUDENT_REGISTRABLE_TYPE } from './constants';
import { genderForPayload, type StudentRegistrationOutput } from './student-schema';
import type { TeacherData } from './teacher-schema';

export interface RegistrationPayloadContext {
  userId: string;
  editionId: number;
  /** The inscription being replaced (PUT students/{id}); absent for a new registration. */
  inscriptionId?: string;
  /** The user's current additional_data: keys the form does not manage (team, special_time…) are kept. */
  additionalData?: UserAdditionalData | null;
  /** The address country chosen among the edition's countries (its address_country_id), when known. */
  addressCountryId?: number | null;
}

/** PATCH users/{id} body (spec §3 "Registration payload, user part"). */
export interface RegistrationUserPayload {
  id: string;
  taxpayer_number: string | null;
  phone: string | null;
  birthday: string | null;
  gender: 'male' | 'female' | null;
  additional_data: UserAdditionalData;
}

/** POST students / PUT students/{id} body (spec §3 "Registration payload, inscription part"). */
export interface RegistrationInscriptionPayload {
  id?: string;
  inscription_attributes: {
    category: PhaseCategory;
    source: typeof INSCRIPTION_SOURCE;
    address_city_id: number | null;
    address_state_id: number | null;
    /** The chosen country (address_country_id); sent when the form knows it. */
    address_country_id?: number;
    core_edition_id: number;
    registrable_type: typeof STUDENT_REGISTRABLE_TYPE;
  };
  school: number | null;
  education_grade_id: number | null;
  teachers_data?: TeacherData;
}

export interface RegistrationPayload {
  user: RegistrationUserPayload;
  inscription: RegistrationInscriptionPayload;
}

/** additional_data keys the student form manages; the others are carried over unchanged. */
const MANAGED_KEYS = [
  'mother_name',
  'address',
  'country',
  'citizen_id_type',
  'citizen_id_number',
  'accepted_terms',
  'ci',
] as const satisfies readonly (keyof UserAdditionalData)[];

const orNull = (text: string): string | null => (text === '' ? null : text);

function addressOf(values: StudentRegistrationOutput): UserAddress | undefined {
  const entries = Object.entries(values.address).filter(([, text]) => text !== '');
  return entries.length === 0 ? undefined : (Object.fromEntries(entries) as UserAddress);
}

/**
 * Builds both registration payloads from validated student values (the output of
 * `studentRegistrationSchema`). Empty texts are sent as null (user part) or left out
 * (additional_data); teacher data is added for project 47.
 */
export function toRegistrationPayload(
  values: StudentRegistrationOutput,
  context: RegistrationPayloadContext,
  teachersData?: TeacherData,
): RegistrationPayload {
  const additional: UserAdditionalData = { ...(context.additionalData ?? {}) };
  for (const key of MANAGED_KEYS) delete additional[key];
  if (values.mother_name !== '') additional.mother_name = values.mother_name;
  const address = addressOf(values);
  if (address) additional.address = address;
  if (values.country !== '') additional.country = values.country;
  if (values.citizen_id_number !== '') {
    additional.citizen_id_type = values.citizen_id_type ?? 'citizen_card';
    additional.citizen_id_number = values.citizen_id_number;
  }
  if (values.document_number !== '') additional.ci = values.document_number;
  additional.accepted_terms = values.accepted_terms;

  const inscription: RegistrationInscriptionPayload = {
    ...(context.inscriptionId !== undefined ? { id: context.inscriptionId } : {}),
    inscription_attributes: {
      category: values.category,
      source: INSCRIPTION_SOURCE,
      address_city_id: values.city_id,
      address_state_id: values.state_id,
      ...(context.addressCountryId != null ? { address_country_id: context.addressCountryId } : {}),
      core_edition_id: context.editionId,
      registrable_type: STUDENT_REGISTRABLE_TYPE,
    },
    school: values.school_id,
    education_grade_id: values.grade_id,
    ...(teachersData ? { teachers_data: teachersData } : {}),
  };

  return {
    user: {
      id: context.userId,
      taxpayer_number: orNull(values.taxpayer_number),
      phone: orNull(values.phone),
      birthday: orNull(values.birthday),
      gender: genderForPayload(values.gender),
      additional_data: additional,
    },
    inscription,
  };
}
