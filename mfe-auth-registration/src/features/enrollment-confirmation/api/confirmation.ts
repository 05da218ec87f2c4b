import { HTTPError, getOne, sendJson } from 'shared-contracts/client';
import { resourceBody, type EnrollmentCategory, type EnrollmentConfirmation } from 'shared-contracts';

/** The enrollment a confirmation token stands for (GET /students/check). */
export interface PendingEnrollment {
  id: string;
  category: string | null;
  school: number | null;
  education_grade_id: number | null;
  address_state_id: number | null;
  address_city_id: number | null;
  edition_id: number | null;
  edition_description: string | null;
  /** The edition's project slug: its grades are looked up by it. */
  project_slug: string | null;
  user_name: string | null;
}

export type TokenCheck =
  { status: 'valid'; enrollment: PendingEnrollment } | { status: 'alreadyConfirmed' } | { status: 'invalid' };

const statusOf = (error: unknown) => (error instanceof HTTPError ? error.response.status : null);

/**
 * GET /students/check?confirmation_token (public). 409 means already confirmed; any other failure
 * reads as an invalid token (spec 3 §4).
 */
export async function checkConfirmationToken(
  token: string,
  options: { signal?: AbortSignal } = {},
): Promise<TokenCheck> {
  try {
    const enrollment = await getOne<PendingEnrollment>(
      'students/check',
      { params: { confirmation_token: token } },
      { signal: options.signal },
    );
    return { status: 'valid', enrollment };
  } catch (error) {
    return statusOf(error) === 409 ? { status: 'alreadyConfirmed' } : { status: 'invalid' };
  }
}

export type ConfirmResult = 'confirmed' | 'alreadyConfirmed' | 'invalid' | 'failed';

/** PATCH /students/confirmation (public): the category, and for regular the school and grade. */
export async function confirmEnrollment(
  token: string,
  confirmation: EnrollmentConfirmation,
): Promise<ConfirmResult> {
  const regular = confirmation.category === 'regular';
  const category: EnrollmentCategory = confirmation.category;
  try {
    await sendJson(
      'patch',
      'students/confirmation',
      resourceBody('students', {
        education_grade_id: regular ? confirmation.education_grade_id : null,
        school_unit_id: regular ? confirmation.school_unit_id : null,
        inscription_attributes: { category, confirmation_token: token },
      }),
    );
    return 'confirmed';
  } catch (error) {
    const status = statusOf(error);
    if (status === 409) return 'alreadyConfirmed';
    if (status === 404) return 'invalid';
    return 'failed';
  }
}
