import * as v from 'valibot';
import { readResourceBody } from '../../jsonapi/body.js';
import { checkPlainText } from '../../http/text-input.js';
import { idValue, optText, record } from '../../http/route-schema.js';
import { registrationFailure } from '../registration/messages.js';
import type { Locale } from '../../shared-rules.js';
import { UNIT_REQUEST_TYPES } from './resource.js';

/** The longest review description (the registration's long-text limit and message). */
const MAX_DESCRIPTION = 5000;

/** The body of approve and reject: `{data:{type, attributes:{description}}}` or `{description}`, or none. */
export const reviewBody = v.optional(
  v.nullable(
    record({
      description: optText,
      data: v.optional(
        record({
          type: v.optional(v.string()),
          id: v.optional(idValue),
          attributes: v.optional(record({ description: optText })),
        }),
      ),
    }),
  ),
);

/**
 * The reviewer's description (trimmed; '' when none): plain text of several lines, at most 5000
 * characters; 422 at its pointer otherwise.
 */
export function readDescription(body: unknown, locale: Locale): string {
  const doc = (body ?? {}) as { description?: unknown; data?: unknown };
  let value: unknown;
  let pointer: string;
  if (doc.data !== undefined) {
    value = readResourceBody(doc, UNIT_REQUEST_TYPES).attributes.description;
    pointer = '/data/attributes/description';
  } else {
    value = doc.description;
    pointer = '/description';
  }
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw registrationFailure(422, 'invalidValue', locale, pointer);
  checkPlainText({ description: value }, { description: 'lines' }, locale, () => pointer);
  const text = value.trim();
  if (text.length > MAX_DESCRIPTION) throw registrationFailure(422, 'maxLength5000', locale, pointer);
  return text;
}
