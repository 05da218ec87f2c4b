import { formatCpf, isHomeschoolingSchool, type User } from 'shared-contracts';
import type { StudentInscription } from '../api/inscription';
import { birthdayFromApi, formatCep, formatPhone, usesCep } from './masks';

export interface AddressValues {
  zipcode: string;
  street: string;
  number: string;
  neighborhood: string;
  complement: string;
}

/** Teacher data (project 47) as the inputs hold it; teacherDataSchema turns it into teachers_data. */
export interface TeacherValues {
  age: string;
  teaching_time: string;
  monthly_workload: string;
  education_segment_ids: number[];
  students_on_high_school: string;
  students_on_elementary_school: string;
  students_on_obmep: string;
  awards_students_obmep: string;
  awards_quantity: { gold: string; silver: string; bronze: string; honorable_mention: string };
  obmep_award: '' | 'true' | 'false';
  papmem: '' | 'true' | 'false';
  /** IDEB score per chosen education segment id. */
  ideb_score: Record<string, string>;
  directors_name: string;
}

/** What the registration inputs hold (texts as typed, ids as strings, null when nothing chosen). */
export interface RegistrationValues {
  category: string;
  /** The chosen edition country (Country resource id); '' when none. */
  countryId: string;
  birthday: string;
  gender: string;
  mother_name: string;
  taxpayer_number: string;
  phone: string;
  citizen_id_type: string;
  citizen_id_number: string;
  country: string;
  document_number: string;
  accepted_terms: boolean;
  homeschooling: boolean;
  state_id: string | null;
  city_id: string | null;
  school_id: string | null;
  grade_id: string | null;
  address: AddressValues;
  team: { name: string; members: string[] };
  teacher: TeacherValues;
}

export const EMPTY_TEACHER: TeacherValues = {
  age: '',
  teaching_time: '',
  monthly_workload: '',
  education_segment_ids: [],
  students_on_high_school: '',
  students_on_elementary_school: '',
  students_on_obmep: '',
  awards_students_obmep: '',
  awards_quantity: { gold: '', silver: '', bronze: '', honorable_mention: '' },
  obmep_award: '',
  papmem: '',
  ideb_score: {},
  directors_name: '',
};

export const EMPTY_VALUES: RegistrationValues = {
  category: '',
  countryId: '',
  birthday: '',
  gender: '',
  mother_name: '',
  taxpayer_number: '',
  phone: '',
  citizen_id_type: '',
  citizen_id_number: '',
  country: '',
  document_number: '',
  accepted_terms: false,
  homeschooling: false,
  state_id: null,
  city_id: null,
  school_id: null,
  grade_id: null,
  address: { zipcode: '', street: '', number: '', neighborhood: '', complement: '' },
  team: { name: '', members: [] },
  teacher: EMPTY_TEACHER,
};

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
const idText = (value: unknown): string | null => (text(value) === '' ? null : text(value));
const boolText = (value: unknown): '' | 'true' | 'false' =>
  value === true ? 'true' : value === false ? 'false' : '';

function teacherFrom(data: Record<string, unknown> | null | undefined): TeacherValues {
  if (!data) return EMPTY_TEACHER;
  const awards = (data.awards_quantity ?? {}) as Record<string, unknown>;
  const scores = Array.isArray(data.ideb_score) ? (data.ideb_score as Record<string, unknown>[]) : [];
  const segments = Array.isArray(data.education_segment_ids) ? data.education_segment_ids : [];
  return {
    age: text(data.age),
    teaching_time: text(data.teaching_time),
    monthly_workload: text(data.monthly_workload),
    education_segment_ids: segments.map(Number).filter((id) => Number.isInteger(id)),
    students_on_high_school: text(data.students_on_high_school),
    students_on_elementary_school: text(data.students_on_elementary_school),
    students_on_obmep: text(data.students_on_obmep),
    awards_students_obmep: text(data.awards_students_obmep),
    awards_quantity: {
      gold: text(awards.gold),
      silver: text(awards.silver),
      bronze: text(awards.bronze),
      honorable_mention: text(awards.honorable_mention),
    },
    obmep_award: boolText(data.obmep_award),
    papmem: boolText(data.papmem),
    ideb_score: Object.fromEntries(scores.map((s) => [text(s.education_segment_id), text(s.score)])),
    directors_name: text(data.directors_name),
  };
}

/**
 * The form's first values: the signed-in user's data and, when editing, the existing inscription.
 * `countryId` is the edition country chosen up front (the only one, when the edition has one).
 */
export function initialValues(
  user: User | null,
  inscription: StudentInscription | null,
  country: { id: string; addressCountryId: number | null },
): RegistrationValues {
  const extra = user?.additional_data ?? {};
  const address = extra.address ?? {};
  const team = extra.team ?? {};
  const school = idText(inscription?.school);
  return {
    ...EMPTY_VALUES,
    countryId: country.id,
    birthday: birthdayFromApi(user?.birthday),
    gender: user?.gender ?? '',
    mother_name: text(extra.mother_name),
    taxpayer_number: formatCpf(user?.taxpayer_number),
    phone: formatPhone(text(user?.phone), country.addressCountryId),
    citizen_id_type: text(extra.citizen_id_type),
    citizen_id_number: text(extra.citizen_id_number),
    country: text(extra.country),
    document_number: text(extra.ci),
    accepted_terms: extra.accepted_terms === true,
    address: {
      zipcode: usesCep(country.addressCountryId) ? formatCep(text(address.zipcode)) : text(address.zipcode),
      street: text(address.street),
      number: text(address.number),
      neighborhood: text(address.neighborhood),
      complement: text(address.complement),
    },
    team: { name: text(team.name), members: (team.members ?? []).map(text) },
    category: text(inscription?.inscription?.category),
    state_id: idText(inscription?.inscription?.address_state_id),
    city_id: idText(inscription?.inscription?.address_city_id),
    school_id: school,
    grade_id: idText(inscription?.education_grade_id),
    homeschooling: isHomeschoolingSchool(school),
    teacher: teacherFrom(inscription?.teachers_data),
  };
}
