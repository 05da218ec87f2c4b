import * as v from 'valibot';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';

/**
 * Building blocks shared by the registration schemas. Every issue carries a registration message id.
 * Text fields accept a missing key as '' and are trimmed; id fields accept a number, a numeric string,
 * '' or null and give a number or null.
 */

/** A trimmed text; a missing key or null reads as ''. */
export const textInput = v.pipe(
  v.optional(v.nullable(v.string(M.invalidValue)), ''),
  v.transform((value) => (value ?? '').trim()),
);

/** A trimmed text that must not be empty. */
export const requiredText = v.pipe(textInput, v.nonEmpty(M.required));

/** A trimmed text, required or not. */
export function textField(required: boolean) {
  return v.pipe(
    textInput,
    v.check((value) => !required || value !== '', M.required),
  );
}

/**
 * The id held by a select: a positive integer, null when nothing is chosen, NaN when malformed. Takes
 * any value (a request body's attribute as sent): anything but a number or a string is malformed, and
 * so is an id beyond the safe integers (no id column holds one).
 */
export function toId(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return null;
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : Number.NaN;
}

const idInput = v.optional(v.nullable(v.union([v.number(), v.string()], M.invalidValue)), null);

/** A select's id; required ones issue "select one" when empty. */
export function idField(required: boolean) {
  return v.pipe(
    idInput,
    v.transform((value) => toId(value)),
    v.check((id) => id === null || !Number.isNaN(id), M.invalidValue),
    v.check((id) => !required || id !== null, M.selectOne),
  );
}

/** A select's id that must be chosen; the output is a number. */
export const requiredIdField = v.pipe(
  idField(true),
  v.transform((id) => id as number),
);

/** A select over fixed options: '' or null when nothing is chosen. */
export function optionField<const T extends string>(options: readonly T[], required: boolean) {
  return v.pipe(
    v.optional(v.nullable(v.string(M.invalidValue)), null),
    v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
    v.check((value) => value === null || (options as readonly string[]).includes(value), M.invalidValue),
    v.check((value) => !required || value !== null, M.selectOne),
    v.transform((value) => value as T | null),
  );
}

/** A select over fixed options that must be chosen; the output is one of the options. */
export function requiredOptionField<const T extends string>(options: readonly T[]) {
  return v.pipe(
    optionField(options, true),
    v.transform((value) => value as T),
  );
}

/** A count typed in an input: a non-negative integer given as a number or a digits-only string. */
export const countField = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()], M.invalidValue)), null),
  v.check((value) => value !== null && !(typeof value === 'string' && value.trim() === ''), M.required),
  v.transform((value) =>
    typeof value === 'string' ? (/^\s*\d+\s*$/.test(value) ? Number(value) : NaN) : value,
  ),
  v.check((value) => value !== null && Number.isInteger(value) && value >= 0, M.invalidValue),
  v.transform((value) => value as number),
);
