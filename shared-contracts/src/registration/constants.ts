import type { PhaseCategory } from '../entities/edition';

/**
 * Business constants of the registration capability (spec 1 §3, §4, §9). Ids the spec names without
 * saying what they do are listed with a comment saying so; ids the spec leaves unstated are empty
 * lists with a comment, never guesses.
 */

export const PROJECT_IDS = {
  /** This instance: the artificial-intelligence olympiad (spec §1). */
  thisInstance: 36,
  /** Teacher-oriented edition: the form asks for teachers_data (spec §2, §3, §5). */
  teacher: 47,
  /** Listed in §9 as having special rules; which rules: not shown. */
  p23: 23,
  /** Birthday and gender not required (§5); mother's name required outside Paraguay (§5). */
  p26: 26,
  /** Mother's name required in the regular category outside Paraguay (§5). */
  p28: 28,
  /** Birthday and gender not required (§5); mother's name required outside Paraguay (§5). */
  p29: 29,
  /** Listed in §9 as having special rules; which rules: not shown. */
  p31: 31,
  /** Listed in §9 as having special rules; which rules: not shown. */
  p32: 32,
  /** Listed in §9 as having special rules; which rules: not shown. */
  p33: 33,
} as const;

/** Special-rule project ids as §9 lists them. */
export const SPECIAL_RULE_PROJECT_IDS: readonly number[] = [23, 26, 28, 29, 31, 32, 33];

/**
 * Numeric inscription categories used only for labels in the inactive-editions list (§3). They are
 * categories, not projects, although 28 and 29 are also project ids.
 */
export const INSCRIPTION_CATEGORY_LABEL_IDS = { official: 28, student: 29 } as const;

/** Birthday and gender are not required in these projects (§5: "projects 26 and 29 and one further"). */
export const BIRTHDAY_GENDER_EXEMPT_STATED_PROJECT_IDS: readonly number[] = [26, 29];
/** The "one further project" exempt from birthday and gender (§5): its id is not shown. */
export const BIRTHDAY_GENDER_EXEMPT_UNSTATED_PROJECT_IDS: readonly number[] = [];

/** Mother's name required in any category when the country is not Paraguay (§5). */
export const MOTHER_NAME_PROJECT_IDS: readonly number[] = [26, 29];
/** Mother's name required in the regular category when the country is not Paraguay (§5). */
export const MOTHER_NAME_REGULAR_PROJECT_IDS: readonly number[] = [28];

/** "Phone required (except in one project)" (§5): that project's id is not shown. */
export const PHONE_EXEMPT_PROJECT_IDS: readonly number[] = [];

/** "Brazilian regular category (two projects)" address rules (§5): the two ids are not shown. */
export const BRAZILIAN_ADDRESS_PROJECT_IDS: readonly number[] = [];

export const COUNTRY_IDS = {
  brazil: 1,
  /** Portugal-type country of the opecon programme (citizen card, §5 and §9). */
  portugal: 2,
  paraguay: 3,
  /** Uses a DNI document (§9). */
  argentina: 4,
} as const;

/** Homeschooling is recognised by these school unit ids (261730 on staging, 262150) (§4, §9). */
export const HOMESCHOOLING_SCHOOL_IDS: readonly number[] = [261730, 262150];
/** The school the homeschooling toggle sets (§4). */
export const HOMESCHOOLING_SCHOOL_ID = 262150;
/** The grade the homeschooling toggle sets (§4, §9). */
export const HOMESCHOOLING_GRADE_ID = 19;

export const EDUCATION_SEGMENT_IDS = { fundamental: 3, medio: 4 } as const;
export const TEACHER_EDUCATION_SEGMENT_IDS: readonly number[] = [3, 4];

/** Junior editions: born on or after 01/01/2008 (§5). */
export const JUNIOR_EDITION_IDS: readonly number[] = [6, 10];
/** Senior editions: born between 01/01/2004 and 31/12/2007 and not in higher education (§5). */
export const SENIOR_EDITION_IDS: readonly number[] = [7, 11];

export const LIMITS = {
  cepDigits: 8,
  cpfDigits: 11,
  citizenCardDigits: 8,
  complementMax: 80,
  schoolNameMin: 3,
  schoolNameMax: 100,
  inepMaxDigits: 9,
} as const;

export const INSCRIPTION_CATEGORIES = [
  'regular',
  'opened',
  'opmbr',
  'pre_project',
  'in_group',
  'final_project',
] as const satisfies readonly PhaseCategory[];

/**
 * Categories for which the CPF is required outside Paraguay. The spec says "regular-like" without
 * listing them; regular and opmbr are the ones §5 groups together for the school fields.
 */
export const REGULAR_LIKE_CATEGORIES: readonly PhaseCategory[] = ['regular', 'opmbr'];
/** School state, city and school are required in these categories unless homeschooling (§5). */
export const SCHOOL_REQUIRED_CATEGORIES: readonly PhaseCategory[] = ['regular', 'opmbr'];
/** The grade is required in these categories unless homeschooling (§5). */
export const GRADE_REQUIRED_CATEGORIES: readonly PhaseCategory[] = ['regular'];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const ADMINISTRATION_TYPES = ['municipal', 'state', 'federal', 'particular'] as const;
export type AdministrationType = (typeof ADMINISTRATION_TYPES)[number];

export const CITIZEN_DOCUMENT_TYPES = ['citizen_card', 'passport'] as const;
export type CitizenDocumentType = (typeof CITIZEN_DOCUMENT_TYPES)[number];

/** Up to 30, 31-40, 41-50, 51-60, over 60. */
export const TEACHER_AGE_BANDS = [
  'until_thirty',
  'until_fourty',
  'until_fifty',
  'until_sixty',
  'plus_sixty',
] as const;
export type TeacherAgeBand = (typeof TEACHER_AGE_BANDS)[number];

/** Up to 10, 11-20, 21-30, over 30 years. */
export const TEACHING_TIME_BANDS = [
  'ten_years',
  'twenty_years',
  'thirty_years',
  'plus_thirty_years',
] as const;
export type TeachingTimeBand = (typeof TEACHING_TIME_BANDS)[number];

/** Up to 40, 40-80, 80-120, 120-160, over 160 hours. */
export const MONTHLY_WORKLOAD_BANDS = [
  'fourty_hours',
  'eighty_hours',
  'one_hundred_twenty_hours',
  'one_hundred_sixty_hours',
  'plus_one_hundred_sixty',
] as const;
export type MonthlyWorkloadBand = (typeof MONTHLY_WORKLOAD_BANDS)[number];

/** Inscription part constants (§3). */
export const INSCRIPTION_SOURCE = 'web';
export const STUDENT_REGISTRABLE_TYPE = 'Core::Student';
