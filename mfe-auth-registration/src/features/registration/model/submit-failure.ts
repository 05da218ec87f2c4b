import { errorsOf } from 'shared-contracts/client';
import {
  isRegistrationMessageId,
  REGISTRATION_MESSAGE_IDS as M,
  registrationMessages,
  type JsonApiErrorObject,
} from 'shared-contracts';
import { registrationDescriptor, type ApiErrorMessage } from '../../../api/api-errors';
import type { FieldErrors } from './validation';

/** Registration codes the server answers that are worth telling as they are. */
const KNOWN_CODES: readonly string[] = [
  M.alreadyRegistered,
  M.registrationNotOpen,
  M.registrationClosed,
  M.invalidCategory,
];

/** Payload names that differ from the form's field names. */
const RENAMED: Record<string, string> = {
  school: 'school_id',
  education_grade_id: 'grade_id',
  ci: 'document_number',
  address_state_id: 'state_id',
  address_city_id: 'city_id',
  'teachers_data.core_school_id': 'school_id',
};

/**
 * The form field an error pointer names: /data/attributes/taxpayer_number → taxpayer_number,
 * …/user/additional_data/address/zipcode → address.zipcode, …/inscription_attributes/category →
 * category, …/teachers_data/ideb_score/0/score → teachers_data.ideb_score.<segment id>.
 */
export function fieldOfPointer(
  pointer: string | undefined,
  segmentIds: readonly number[] = [],
): string | null {
  const match = /^\/data\/attributes\/(.+)$/.exec(pointer ?? '');
  if (!match) return null;
  const parts = match[1]!.split('/');
  while (['user', 'additional_data', 'inscription_attributes'].includes(parts[0] ?? '')) parts.shift();
  if (parts.length === 0) return null;
  if (parts[0] === 'teachers_data' && parts[1] === 'ideb_score' && parts[2] !== undefined)
    return `teachers_data.ideb_score.${segmentIds[Number(parts[2])] ?? parts[2]}`;
  const path = parts.join('.');
  return RENAMED[path] ?? path;
}

const messageOf = (error: JsonApiErrorObject): string | null =>
  isRegistrationMessageId(error.code) ? error.code : (error.detail ?? error.title ?? null);

export interface SubmitFailure {
  message: ApiErrorMessage;
  fieldErrors: FieldErrors;
}

/**
 * What a failed registration tells the user (spec 1 §8): 'CPF já está em uso' when an error points
 * at taxpayer_number (also the CPF field's error), a known registration code's text, otherwise
 * 'Não foi possível fazer seu cadastro no momento.'; field errors by pointer either way.
 */
export async function submitFailureOf(
  error: unknown,
  segmentIds: readonly number[] = [],
): Promise<SubmitFailure> {
  const errors = await errorsOf(error);
  const fieldErrors: FieldErrors = {};
  for (const e of errors) {
    const field = fieldOfPointer(e.source?.pointer, segmentIds);
    const message = messageOf(e);
    if (field && message && !(field in fieldErrors)) fieldErrors[field] = message;
  }
  const cpfInUse = errors.some(
    (e) => e.code === M.cpfInUse || fieldOfPointer(e.source?.pointer) === 'taxpayer_number',
  );
  if (cpfInUse) {
    fieldErrors.taxpayer_number = M.cpfInUse;
    return { message: registrationMessages.cpfInUse, fieldErrors };
  }
  const known = errors.find((e) => e.code !== undefined && KNOWN_CODES.includes(e.code));
  return {
    message:
      known && isRegistrationMessageId(known.code)
        ? registrationDescriptor(known.code)
        : registrationMessages.registrationFailed,
    fieldErrors,
  };
}
