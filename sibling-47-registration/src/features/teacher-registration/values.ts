/** The teacher form as typed (texts and choices); `validate.ts` turns it into the shared schemas' input. */
export interface TeacherFormValues {
  category: string;
  birthday: string;
  gender: string;
  phone: string;
  taxpayer_number: string;
  /** The country as text (asked in the opened category). */
  country: string;
  state_id: string;
  city_id: string;
  school_id: string;
  accepted_terms: boolean;
  age: string;
  teaching_time: string;
  monthly_workload: string;
  education_segment_ids: number[];
  /** IDEB score typed per chosen segment id. */
  ideb_score: Record<string, string>;
  students_on_high_school: string;
  students_on_elementary_school: string;
  students_on_obmep: string;
  awards_students_obmep: string;
  gold: string;
  silver: string;
  bronze: string;
  honorable_mention: string;
  obmep_award: string;
  papmem: string;
  directors_name: string;
}

export const EMPTY_TEACHER_VALUES: TeacherFormValues = {
  category: '',
  birthday: '',
  gender: '',
  phone: '',
  taxpayer_number: '',
  country: '',
  state_id: '',
  city_id: '',
  school_id: '',
  accepted_terms: false,
  age: '',
  teaching_time: '',
  monthly_workload: '',
  education_segment_ids: [],
  ideb_score: {},
  students_on_high_school: '',
  students_on_elementary_school: '',
  students_on_obmep: '',
  awards_students_obmep: '',
  gold: '',
  silver: '',
  bronze: '',
  honorable_mention: '',
  obmep_award: '',
  papmem: '',
  directors_name: '',
};

/** The user's stored data fills the personal fields (a teacher registering again edits them). */
export function prefilledValues(
  user: {
    birthday?: string | null;
    gender?: string | null;
    phone?: string | null;
    taxpayer_number?: string | null;
    additional_data?: Record<string, unknown> | null;
  },
  category: string,
): TeacherFormValues {
  const birthday = /^(\d{4})-(\d{2})-(\d{2})/.exec(user.birthday ?? '');
  return {
    ...EMPTY_TEACHER_VALUES,
    category,
    birthday: birthday ? `${birthday[3]}/${birthday[2]}/${birthday[1]}` : '',
    gender: user.gender ?? '',
    phone: user.phone ?? '',
    taxpayer_number: user.taxpayer_number ?? '',
    country: typeof user.additional_data?.country === 'string' ? user.additional_data.country : '',
  };
}
