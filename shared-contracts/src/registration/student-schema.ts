import * as v from 'valibot';
import type { PhaseCategory } from '../entities/edition';
import {
  BIRTHDAY_GENDER_EXEMPT_STATED_PROJECT_IDS,
  BIRTHDAY_GENDER_EXEMPT_UNSTATED_PROJECT_IDS,
  BRAZILIAN_ADDRESS_PROJECT_IDS,
  CITIZEN_DOCUMENT_TYPES,
  COUNTRY_IDS,
  GENDERS,
  GRADE_REQUIRED_CATEGORIES,
  HOMESCHOOLING_GRADE_ID,
  HOMESCHOOLING_SCHOOL_ID,
  HOMESCHOOLING_SCHOOL_IDS,
  INSCRIPTION_CATEGORIES,
  LIMITS,
  MOTHER_NAME_PROJECT_IDS,
  MOTHER_NAME_REGULAR_PROJECT_IDS,
  PHONE_EXEMPT_PROJECT_IDS,
  REGULAR_LIKE_CATEGORIES,
  SCHOOL_REQUIRED_CATEGORIES,
  type Gender,
} from './constants';
import { isValidCpf, onlyDigits } from './cpf';
import { birthWindowFor, isFutureDateDMY, isValidDateDMY, isWithinBirthWindow } from './dates';
import { idField, optionField, textField, textInput } from './fields';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';
import { hasPhoneCharactersOnly, isValidPhoneLength, phoneLengthRule } from './phone';

/** What the student rules depend on; build it from the current form values (or the request). */
export interface StudentRegistrationContext {
  projectId: number;
  editionId: number;
  /** The chosen country's address country id (1 Brazil, 2 opecon, 3 Paraguay, 4 Argentina); null if none. */
  countryId: number | null;
  isParaguayEdition: boolean;
  /** The chosen category; must equal the category in the values (a mismatch is rejected). */
  category: PhaseCategory | null;
  homeschooling: boolean;
  /** Senior editions reject students in higher education. */
  hasHigherEducation?: boolean;
  /** "Now" for the no-future-birthday rule; defaults to the moment of validation. */
  now?: Date;
}

/**
 * Project lists behind the per-project exemptions. The defaults hold what the spec states; lists
 * whose ids the spec does not show are empty until they are known.
 */
export interface StudentProjectRules {
  /** Birthday and gender not required. */
  birthdayGenderExempt: readonly number[];
  /** Mother's name required (when the country is not Paraguay). */
  motherName: readonly number[];
  /** Mother's name required in the regular category (when the country is not Paraguay). */
  motherNameRegular: readonly number[];
  /** Phone not required. */
  phoneExempt: readonly number[];
  /** Brazilian regular category address rules. */
  brazilianAddress: readonly number[];
}

export const STUDENT_PROJECT_RULES: StudentProjectRules = {
  birthdayGenderExempt: [
    ...BIRTHDAY_GENDER_EXEMPT_STATED_PROJECT_IDS,
    ...BIRTHDAY_GENDER_EXEMPT_UNSTATED_PROJECT_IDS,
  ],
  motherName: MOTHER_NAME_PROJECT_IDS,
  motherNameRegular: MOTHER_NAME_REGULAR_PROJECT_IDS,
  phoneExempt: PHONE_EXEMPT_PROJECT_IDS,
  brazilianAddress: BRAZILIAN_ADDRESS_PROJECT_IDS,
};

/** Gender options offered: 'other' is hidden for Paraguay editions (§6). */
export function genderOptions(isParaguayEdition: boolean): readonly Gender[] {
  return isParaguayEdition ? GENDERS.filter((g) => g !== 'other') : GENDERS;
}

/** Gender as the payload carries it: 'other' (and nothing chosen) is sent as null (§3). */
export function genderForPayload(gender: Gender | null | undefined): 'male' | 'female' | null {
  return gender === 'male' || gender === 'female' ? gender : null;
}

export function isHomeschoolingSchool(schoolId: number | string | null | undefined): boolean {
  return schoolId !== null && schoolId !== undefined && HOMESCHOOLING_SCHOOL_IDS.includes(Number(schoolId));
}

/** The school and grade the homeschooling toggle sets (on) or clears (off) (§4). */
export function applyHomeschooling(on: boolean): { school_id: number | null; grade_id: number | null } {
  return on
    ? { school_id: HOMESCHOOLING_SCHOOL_ID, grade_id: HOMESCHOOLING_GRADE_ID }
    : { school_id: null, grade_id: null };
}

export type StudentDependentField = 'school_id' | 'grade_id' | 'state_id' | 'city_id';

/**
 * Fields cleared when the category or the country changes (§4): school, grade, state, city. When
 * homeschooling stays on, apply `applyHomeschooling(true)` again afterwards.
 */
export function studentFieldsToClear(_change: 'category' | 'country'): readonly StudentDependentField[] {
  return ['school_id', 'grade_id', 'state_id', 'city_id'];
}

const includes = <T>(list: readonly T[], item: T | null): boolean => item !== null && list.includes(item);

/**
 * The student form schema for one context (spec §5 "Student form"). Issues carry registration
 * message ids; the output has trimmed texts, digits-only CPF and phone, and numeric ids.
 */
export function studentRegistrationSchema(
  context: StudentRegistrationContext,
  rules: StudentProjectRules = STUDENT_PROJECT_RULES,
) {
  const { projectId, editionId, countryId, isParaguayEdition, category, homeschooling } = context;
  const window = birthWindowFor(editionId);
  const birthdayGenderExempt = rules.birthdayGenderExempt.includes(projectId);
  // A birth window cannot be checked without a birthday, so windowed editions always ask for it.
  const birthdayRequired = !birthdayGenderExempt || window !== null;
  const notParaguay = countryId !== COUNTRY_IDS.paraguay;
  const motherNameRequired =
    notParaguay &&
    (rules.motherName.includes(projectId) ||
      (rules.motherNameRegular.includes(projectId) && category === 'regular'));
  const cpfRequired = includes(REGULAR_LIKE_CATEGORIES, category) && !isParaguayEdition && notParaguay;
  const phoneRequired = !rules.phoneExempt.includes(projectId);
  const phoneRule = phoneLengthRule(countryId);
  const stateCityRequired = category !== null;
  const schoolRequired = includes(SCHOOL_REQUIRED_CATEGORIES, category) && !homeschooling;
  const gradeRequired = includes(GRADE_REQUIRED_CATEGORIES, category) && !homeschooling;
  const citizenCardRule = countryId === COUNTRY_IDS.portugal;
  const brazilianAddress =
    rules.brazilianAddress.includes(projectId) && countryId === COUNTRY_IDS.brazil && category === 'regular';
  const documentRequired = isParaguayEdition && countryId !== null && countryId !== COUNTRY_IDS.brazil;

  return v.pipe(
    v.object({
      category: v.pipe(
        optionField(INSCRIPTION_CATEGORIES, true),
        v.check((value) => value === null || value === category, M.invalidValue),
        v.transform((value) => value as PhaseCategory),
      ),
      full_name: v.optional(
        v.pipe(
          textInput,
          v.nonEmpty(M.required),
          v.check((name) => name === '' || name.split(/\s+/).length >= 2, M.fullName),
        ),
      ),
      email: v.optional(
        v.pipe(
          textInput,
          v.check((email) => email === '' || v.EMAIL_REGEX.test(email), M.invalidEmail),
        ),
      ),
      birthday: v.pipe(
        textInput,
        v.check((text) => !birthdayRequired || text !== '', M.required),
        v.check((text) => text === '' || isValidDateDMY(text), M.invalidDate),
        v.check((text) => !isFutureDateDMY(text, context.now ?? new Date()), M.futureDate),
        v.check(
          (text) => window === null || !isValidDateDMY(text) || isWithinBirthWindow(text, editionId),
          M.birthWindow,
        ),
        v.check(() => !(window?.rejectsHigherEducation && context.hasHigherEducation), M.higherEducation),
      ),
      gender: optionField(genderOptions(isParaguayEdition), !birthdayGenderExempt),
      mother_name: textField(motherNameRequired),
      taxpayer_number: v.pipe(
        textInput,
        v.check((text) => !cpfRequired || text !== '', M.required),
        v.check((text) => text === '' || (/^[\d.\s-]+$/.test(text) && isValidCpf(text)), M.invalidCpf),
        v.transform((text) => onlyDigits(text)),
      ),
      phone: v.pipe(
        textInput,
        v.check((text) => !phoneRequired || text !== '', M.required),
        v.check(hasPhoneCharactersOnly, M.invalidValue),
        v.check(
          (text) => text === '' || isValidPhoneLength(text, countryId),
          phoneRule?.messageId ?? M.invalidValue,
        ),
        v.transform((text) => onlyDigits(text)),
      ),
      state_id: idField(stateCityRequired),
      city_id: idField(stateCityRequired),
      school_id: v.pipe(
        idField(schoolRequired),
        v.check((id) => !homeschooling || isHomeschoolingSchool(id), M.invalidValue),
      ),
      grade_id: v.pipe(
        idField(gradeRequired),
        v.check((id) => !homeschooling || id === HOMESCHOOLING_GRADE_ID, M.invalidValue),
      ),
      citizen_id_type: optionField(CITIZEN_DOCUMENT_TYPES, false),
      citizen_id_number: textField(citizenCardRule),
      country: textField(category === 'opened'),
      address: v.optional(
        v.object({
          zipcode: v.pipe(
            textInput,
            v.check((text) => !brazilianAddress || text !== '', M.required),
            v.check(
              (text) =>
                !brazilianAddress ||
                text === '' ||
                (/^[\d.\s-]+$/.test(text) && onlyDigits(text).length === LIMITS.cepDigits),
              M.zipcode,
            ),
            v.transform((text) => (brazilianAddress ? onlyDigits(text) : text)),
          ),
          street: textField(brazilianAddress),
          number: v.pipe(
            textInput,
            v.check((text) => !brazilianAddress || /^\d*$/.test(text), M.digitsOnly),
          ),
          neighborhood: textField(brazilianAddress),
          complement: v.pipe(textInput, v.maxLength(LIMITS.complementMax, M.maxLength80)),
        }),
        {},
      ),
      document_number: textField(documentRequired),
      accepted_terms: v.pipe(
        v.optional(v.boolean(M.invalidValue), false),
        v.check((accepted) => accepted, M.acceptTerms),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['citizen_id_type'], ['citizen_id_number']],
        (input) =>
          !citizenCardRule ||
          input.citizen_id_type === 'passport' ||
          input.citizen_id_number === '' ||
          new RegExp(`^\\d{${LIMITS.citizenCardDigits}}$`).test(input.citizen_id_number),
        M.citizenCard,
      ),
      ['citizen_id_number'],
    ),
  );
}

export type StudentRegistrationSchema = ReturnType<typeof studentRegistrationSchema>;
export type StudentRegistrationInput = v.InferInput<StudentRegistrationSchema>;
export type StudentRegistrationOutput = v.InferOutput<StudentRegistrationSchema>;
