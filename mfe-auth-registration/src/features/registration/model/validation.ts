import * as v from 'valibot';
import {
  COUNTRY_IDS,
  onlyDigits,
  PROJECT_IDS,
  REGISTRATION_MESSAGE_IDS as M,
  studentRegistrationSchema,
  teacherDataSchema,
  type PhaseCategory,
  type StudentRegistrationContext,
  type StudentRegistrationOutput,
  type TeacherData,
} from 'shared-contracts';
import type { RegistrationEdition } from '../api/edition';
import { usesCep } from './masks';
import { EMPTY_VALUES, type RegistrationValues } from './values';

/** Where the form is: the active project and the edition being registered for. */
export interface RegistrationSetting {
  projectId: number;
  edition: RegistrationEdition;
}

/** Error message (a registration message id or a server text) by field path ("address.zipcode"). */
export type FieldErrors = Record<string, string>;

export const isTeacherProject = (projectId: number): boolean => projectId === PROJECT_IDS.teacher;

/** A Paraguay edition lists a country with address country id 3. */
export function isParaguayEdition(edition: Pick<RegistrationEdition, 'countries'>): boolean {
  return (edition.countries ?? []).some((c) => c.address_country_id === COUNTRY_IDS.paraguay);
}

/** The address country id of the chosen edition country, null when none is chosen. */
export function addressCountryIdOf(
  edition: Pick<RegistrationEdition, 'countries'>,
  countryId: string,
): number | null {
  return (edition.countries ?? []).find((c) => c.id === countryId)?.address_country_id ?? null;
}

export function contextOf(
  values: RegistrationValues,
  setting: RegistrationSetting,
): StudentRegistrationContext {
  return {
    projectId: setting.projectId,
    editionId: Number(setting.edition.id),
    countryId: addressCountryIdOf(setting.edition, values.countryId),
    isParaguayEdition: isParaguayEdition(setting.edition),
    category: values.category === '' ? null : (values.category as PhaseCategory),
    homeschooling: values.homeschooling,
  };
}

function studentInput(values: RegistrationValues, countryId: number | null) {
  const { address } = values;
  return {
    category: values.category || null,
    birthday: values.birthday,
    gender: values.gender || null,
    mother_name: values.mother_name,
    taxpayer_number: values.taxpayer_number,
    phone: values.phone,
    state_id: values.state_id,
    city_id: values.city_id,
    school_id: values.school_id,
    grade_id: values.grade_id,
    citizen_id_type: values.citizen_id_type || null,
    citizen_id_number: values.citizen_id_number,
    country: values.country,
    document_number: values.document_number,
    accepted_terms: values.accepted_terms,
    address: { ...address, zipcode: usesCep(countryId) ? onlyDigits(address.zipcode) : address.zipcode },
  };
}

function teacherInput(values: RegistrationValues) {
  const t = values.teacher;
  const bool = (text: string) => (text === '' ? null : text === 'true');
  return {
    ...t,
    age: t.age || null,
    teaching_time: t.teaching_time || null,
    monthly_workload: t.monthly_workload || null,
    core_school_id: values.school_id,
    obmep_award: bool(t.obmep_award),
    papmem: bool(t.papmem),
    ideb_score: t.education_segment_ids.map((id) => ({
      education_segment_id: id,
      score: t.ideb_score[String(id)] ?? '',
    })),
  };
}

function flatErrors(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] | undefined): FieldErrors {
  if (!issues) return {};
  const nested = v.flatten(issues).nested ?? {};
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(nested)) if (messages?.[0]) out[path] = messages[0];
  return out;
}

/** Teacher issue paths as the form names its fields (scores by segment id, the school under the picker). */
function teacherErrors(errors: FieldErrors, segmentIds: number[]): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const score = /^ideb_score\.(\d+)\./.exec(path);
    if (score) out[`teachers_data.ideb_score.${segmentIds[Number(score[1])]}`] = message;
    else if (path === 'core_school_id') out.school_id = message;
    else out[`teachers_data.${path}`] = message;
  }
  return out;
}

export interface ValidationResult {
  errors: FieldErrors;
  student: StudentRegistrationOutput | null;
  teacher: TeacherData | null;
}

/** Validates the values with the shared schemas (student always, teacher data in project 47). */
export function validateRegistration(
  values: RegistrationValues,
  setting: RegistrationSetting,
): ValidationResult {
  const context = contextOf(values, setting);
  const student = v.safeParse(studentRegistrationSchema(context), studentInput(values, context.countryId));
  let errors = flatErrors(student.issues);
  let teacher: TeacherData | null = null;
  if (isTeacherProject(setting.projectId)) {
    const result = v.safeParse(teacherDataSchema, teacherInput(values));
    if (result.success) teacher = result.output;
    errors = { ...teacherErrors(flatErrors(result.issues), values.teacher.education_segment_ids), ...errors };
  }
  return { errors, student: student.success ? student.output : null, teacher };
}

const REQUIRED_MESSAGES: readonly string[] = [M.required, M.selectOne, M.selectAtLeastOne, M.acceptTerms];

/** What decides which fields are required, besides the project and the edition. */
export interface RuleChoices {
  category: string;
  countryId: string;
  homeschooling: boolean;
  segmentIds: number[];
}

/**
 * The fields the shared schemas require for these choices: those an otherwise empty form fails
 * with a "required" kind of message.
 */
export function requiredFields(choices: RuleChoices, setting: RegistrationSetting): Set<string> {
  const empty: RegistrationValues = {
    ...EMPTY_VALUES,
    category: choices.category,
    countryId: choices.countryId,
    homeschooling: choices.homeschooling,
    teacher: { ...EMPTY_VALUES.teacher, education_segment_ids: choices.segmentIds },
  };
  const { errors } = validateRegistration(empty, setting);
  return new Set(
    Object.entries(errors)
      .filter(([, message]) => REQUIRED_MESSAGES.includes(message))
      .map(([path]) => path),
  );
}
