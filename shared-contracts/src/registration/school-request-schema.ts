import * as v from 'valibot';
import { ADMINISTRATION_TYPES, LIMITS } from './constants';
import { onlyDigits } from './cpf';
import { requiredIdField, requiredOptionField, textInput } from './fields';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';

const LOWERCASE_PARTICLES = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

/**
 * Auto-capitalises a school name as it is typed: every word starts upper-case and continues
 * lower-case, except the particles de, da, do, das, dos and e (lower-case unless first). Spacing is
 * kept so that typing is not disturbed.
 */
export function capitalizeSchoolName(name: string): string {
  let index = 0;
  return name.replace(/\S+/g, (word) => {
    const lower = word.toLocaleLowerCase('pt-BR');
    const first = index === 0;
    index += 1;
    if (!first && LOWERCASE_PARTICLES.has(lower)) return lower;
    return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
  });
}

/**
 * A request for a school missing from the picker (spec §5 "School request"); the output is the
 * POST /unit_requests body without edition_id.
 */
export const schoolRequestSchema = v.object({
  name: v.pipe(
    textInput,
    v.nonEmpty(M.required),
    v.check((name) => name === '' || name.length >= LIMITS.schoolNameMin, M.minLength3),
    v.maxLength(LIMITS.schoolNameMax, M.maxLength100),
    v.transform((name) => capitalizeSchoolName(name)),
  ),
  inep_code: v.pipe(
    textInput,
    v.transform((code) => onlyDigits(code)),
    v.maxLength(LIMITS.inepMaxDigits, M.maxDigits9),
  ),
  address_state_id: requiredIdField,
  address_city_id: requiredIdField,
  administration_type: requiredOptionField(ADMINISTRATION_TYPES),
});

export type SchoolRequestInput = v.InferInput<typeof schoolRequestSchema>;
export type SchoolRequest = v.InferOutput<typeof schoolRequestSchema>;

/**
 * A school request as a reviewer edits it (spec 2 §5 "School request edit"): the request's rules, and
 * the INEP code is required (at most 9 digits). The output is the PUT /unit_requests/{id} body without
 * edition_id.
 */
export const schoolRequestEditSchema = v.object({
  ...schoolRequestSchema.entries,
  inep_code: v.pipe(
    textInput,
    v.transform((code) => onlyDigits(code)),
    v.nonEmpty(M.required),
    v.maxLength(LIMITS.inepMaxDigits, M.maxDigits9),
  ),
});

export type SchoolRequestEditInput = v.InferInput<typeof schoolRequestEditSchema>;
export type SchoolRequestEdit = v.InferOutput<typeof schoolRequestEditSchema>;
