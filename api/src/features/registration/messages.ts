import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  DEFAULT_LOCALE,
  isLocale,
  registrationMessage,
  REGISTRATION_MESSAGE_IDS,
  type Locale,
  type RegistrationMessageKey,
} from '../../shared-rules.js';
import { ApiError, errorObject, type JsonApiErrorObject } from '../../jsonapi/errors.js';

/** The request's language from Accept-Language (pt-BR, es or pt-PT; pt-BR when none matches). */
export function requestLocale(req: FastifyRequest): Locale {
  const header = req.headers['accept-language'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (isLocale(tag)) return tag;
    if (/^es\b/i.test(tag)) return 'es';
    if (/^pt-pt$/i.test(tag)) return 'pt-PT';
    if (/^pt\b/i.test(tag)) return 'pt-BR';
  }
  return DEFAULT_LOCALE;
}

/** One error whose code is a registration message id and whose detail is its text in the locale. */
export function registrationError(
  status: number,
  key: RegistrationMessageKey,
  locale: Locale,
  pointer?: string,
): JsonApiErrorObject {
  const id = REGISTRATION_MESSAGE_IDS[key];
  return errorObject(status, registrationMessage(id, locale), pointer ? { pointer } : undefined, id);
}

export const registrationFailure = (
  status: number,
  key: RegistrationMessageKey,
  locale: Locale,
  pointer?: string,
) => new ApiError(status, [registrationError(status, key, locale, pointer)]);

/** The dotted path of a valibot issue ('address.zipcode'), or '' for the root. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.');
}

/**
 * Valibot issues as JSON:API errors: code = the registration message id the schema issued, detail
 * = its text in the locale, pointer from `pointerFor(path)`. One error per field (the first issue).
 */
export function issuesToErrors(
  issues: readonly v.BaseIssue<unknown>[],
  locale: Locale,
  pointerFor: (path: string) => string,
): JsonApiErrorObject[] {
  const seen = new Set<string>();
  const errors: JsonApiErrorObject[] = [];
  for (const issue of issues) {
    const path = issuePath(issue);
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push(
      errorObject(
        422,
        registrationMessage(issue.message, locale),
        { pointer: pointerFor(path) },
        issue.message,
      ),
    );
  }
  return errors;
}

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
