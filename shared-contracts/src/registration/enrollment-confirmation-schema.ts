import * as v from 'valibot';
import { idField, requiredOptionField } from './fields';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';

/** Categories offered when confirming an enrollment (spec 3 §5, §9): Aberta = opened, Regular = regular. */
export const ENROLLMENT_CATEGORIES = ['opened', 'regular'] as const;
export type EnrollmentCategory = (typeof ENROLLMENT_CATEGORIES)[number];

/**
 * The enrollment update of spec 3 §3/§5: category required; school and grade required when the
 * category is regular. The output is the PATCH /students/confirmation body without the token.
 */
export const enrollmentConfirmationSchema = v.pipe(
  v.object({
    category: requiredOptionField(ENROLLMENT_CATEGORIES),
    school_unit_id: idField(false),
    education_grade_id: idField(false),
  }),
  v.forward(
    v.partialCheck(
      [['category'], ['school_unit_id']],
      (input) => input.category !== 'regular' || input.school_unit_id !== null,
      M.selectOne,
    ),
    ['school_unit_id'],
  ),
  v.forward(
    v.partialCheck(
      [['category'], ['education_grade_id']],
      (input) => input.category !== 'regular' || input.education_grade_id !== null,
      M.selectOne,
    ),
    ['education_grade_id'],
  ),
);

export type EnrollmentConfirmationInput = v.InferInput<typeof enrollmentConfirmationSchema>;
export type EnrollmentConfirmation = v.InferOutput<typeof enrollmentConfirmationSchema>;
