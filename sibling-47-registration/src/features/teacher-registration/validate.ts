import * as v from 'valibot';
import {
  PROJECT_IDS,
  studentRegistrationSchema,
  teacherDataSchema,
  toRegistrationPayload,
  type PhaseCategory,
  type RegistrationPayload,
  type UserAdditionalData,
} from 'shared-contracts';
import type { TeacherFormValues } from './values';

/** Error message id (a shared registration message id) by form field name. */
export type FieldErrors = Record<string, string>;

export interface TeacherSetting {
  editionId: number;
  /** The edition's countries' address country ids (the first is the teacher's country). */
  countryIds: number[];
}

const contextOf = (values: TeacherFormValues, setting: TeacherSetting) => ({
  projectId: PROJECT_IDS.teacher,
  editionId: setting.editionId,
  countryId: setting.countryIds[0] ?? 1,
  isParaguayEdition: setting.countryIds.includes(3),
  category: values.category === '' ? null : (values.category as PhaseCategory),
  homeschooling: false,
});

const studentInput = (values: TeacherFormValues) => ({
  category: values.category || null,
  birthday: values.birthday,
  gender: values.gender || null,
  mother_name: '',
  taxpayer_number: values.taxpayer_number,
  phone: values.phone,
  state_id: values.state_id,
  city_id: values.city_id,
  school_id: values.school_id,
  grade_id: null,
  citizen_id_type: null,
  citizen_id_number: '',
  country: values.country,
  document_number: '',
  accepted_terms: values.accepted_terms,
  address: { zipcode: '', street: '', number: '', neighborhood: '', complement: '' },
});

const yesNo = (text: string) => (text === '' ? null : text === 'true');

const teacherInput = (values: TeacherFormValues) => ({
  age: values.age || null,
  teaching_time: values.teaching_time || null,
  monthly_workload: values.monthly_workload || null,
  education_segment_ids: values.education_segment_ids,
  core_school_id: values.school_id,
  students_on_high_school: values.students_on_high_school,
  students_on_elementary_school: values.students_on_elementary_school,
  students_on_obmep: values.students_on_obmep,
  awards_students_obmep: values.awards_students_obmep,
  awards_quantity: {
    gold: values.gold,
    silver: values.silver,
    bronze: values.bronze,
    honorable_mention: values.honorable_mention,
  },
  obmep_award: yesNo(values.obmep_award),
  papmem: yesNo(values.papmem),
  ideb_score: values.education_segment_ids.map((id) => ({
    education_segment_id: id,
    score: values.ideb_score[String(id)] ?? '',
  })),
  directors_name: values.directors_name,
});

/** Issue paths of the shared schemas as this form names its fields. */
function fieldOf(path: string, segmentIds: number[]): string {
  const score = /^ideb_score\.(\d+)\./.exec(path);
  if (score) return `ideb_score.${segmentIds[Number(score[1])]}`;
  if (path === 'core_school_id') return 'school_id';
  return path.replace(/^awards_quantity\./, '');
}

function errorsOf(
  issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] | undefined,
  segmentIds: number[],
): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(issues ? (v.flatten(issues).nested ?? {}) : {}))
    if (messages?.[0]) out[fieldOf(path, segmentIds)] ??= messages[0];
  return out;
}

export type TeacherValidation =
  | { ok: true; payload: (userId: string, additionalData: UserAdditionalData | null) => RegistrationPayload }
  | { ok: false; errors: FieldErrors };

/**
 * The same rules as the React registration and the API: the shared student schema for project 47
 * and the shared teacher data schema (spec 1 §5 "Teacher form").
 */
export function validateTeacher(values: TeacherFormValues, setting: TeacherSetting): TeacherValidation {
  const student = v.safeParse(studentRegistrationSchema(contextOf(values, setting)), studentInput(values));
  const teacher = v.safeParse(teacherDataSchema, teacherInput(values));
  if (!student.success || !teacher.success)
    return {
      ok: false,
      errors: {
        ...errorsOf(teacher.issues, values.education_segment_ids),
        ...errorsOf(student.issues, values.education_segment_ids),
      },
    };
  return {
    ok: true,
    payload: (userId, additionalData) =>
      toRegistrationPayload(
        student.output,
        {
          userId,
          editionId: setting.editionId,
          additionalData,
          addressCountryId: setting.countryIds[0] ?? null,
        },
        teacher.output,
      ),
  };
}
