import { ENROLLMENT_CATEGORIES, type EnrollmentCategory } from 'shared-contracts';
import type { PendingEnrollment } from '../api/confirmation';

/** What the confirmation form holds while editing (validated by enrollmentConfirmationSchema). */
export interface ConfirmationValues extends Record<string, unknown> {
  category: string;
  address_state_id: string | null;
  address_city_id: string | null;
  school_unit_id: string | null;
  education_grade_id: string;
}

const idText = (id: number | string | null | undefined) =>
  id === null || id === undefined || id === '' ? null : String(id);

/** The form starts from what the inscription already holds. */
export function initialConfirmationValues(enrollment: PendingEnrollment): ConfirmationValues {
  const category = (ENROLLMENT_CATEGORIES as readonly string[]).includes(enrollment.category ?? '')
    ? (enrollment.category as EnrollmentCategory)
    : '';
  return {
    category,
    address_state_id: idText(enrollment.address_state_id),
    address_city_id: idText(enrollment.address_state_id) ? idText(enrollment.address_city_id) : null,
    school_unit_id: idText(enrollment.school),
    education_grade_id: idText(enrollment.education_grade_id) ?? '',
  };
}

/** Changing the category clears the school and the grade (spec 3 §5). */
export function withCategory(category: string): Partial<ConfirmationValues> {
  return { category, school_unit_id: null, education_grade_id: '' };
}

/** Changing the state clears the city and the school; changing the city clears the school. */
export function withState(stateId: string | null): Partial<ConfirmationValues> {
  return { address_state_id: stateId, address_city_id: null, school_unit_id: null };
}

export function withCity(cityId: string | null): Partial<ConfirmationValues> {
  return { address_city_id: cityId, school_unit_id: null };
}
