import type { RegistrationPayload, User } from 'shared-contracts';
import { saveStudentInscription } from './inscription';
import { fetchUser, updateRegisteredUser } from './user';

/**
 * The registration submit sequence (spec 1 §4): PATCH users/{id} first, then POST students (new)
 * or PUT students/{inscriptionId} (editing), then the user is reloaded with the profiles. A failed
 * reload does not undo the registration: the user is then null.
 */
export async function submitRegistration(
  editionId: string,
  payload: RegistrationPayload,
): Promise<{ user: User | null }> {
  await updateRegisteredUser(payload.user);
  await saveStudentInscription(editionId, payload.inscription);
  try {
    return { user: await fetchUser(payload.user.id) };
  } catch (error) {
    console.error('[registration] reloading the user failed', error);
    return { user: null };
  }
}
