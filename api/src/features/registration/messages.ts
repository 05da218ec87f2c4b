import * as v from 'valibot';
import { registrationMessage, REGISTRATION_MESSAGE_IDS, type Locale } from '../../shared-rules.js';
import { ApiError } from '../../jsonapi/errors.js';
import { localizedErrors } from '../../jsonapi/localized-error.js';

export { requestLocale } from '../../http/locale.js';

const registration = localizedErrors(REGISTRATION_MESSAGE_IDS, registrationMessage);

/** One error whose code is a registration message id and whose detail is its text in the locale. */
export const registrationError = registration.error;
export const registrationFailure = registration.failure;
/** A schema's issues as 422 errors: code = the registration message id, detail = its text. */
export const issuesToErrors = registration.issues;

/** Parses with the schema or throws a 422 naming every bad field. */
export function parseOr422<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  locale: Locale,
  pointerFor: (path: string) => string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ApiError(422, issuesToErrors(result.issues, locale, pointerFor));
  return result.output;
}

/** '/data/attributes/a/b' for 'a.b'. */
export const attributePointer = (path: string) =>
  `/data/attributes${path ? '/' + path.split('.').join('/') : ''}`;
