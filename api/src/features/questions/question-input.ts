import { ApiError, type JsonApiErrorObject } from '../../jsonapi/errors.js';
import type { Alternative, QuestionKind, Resolution } from '../../db/schema.js';
import { sanitizeRichText } from '../../http/text-input.js';
import {
  DEFAULT_EDUCATION_SUBJECT_ID,
  QUESTION_KINDS,
  QUESTION_STYLES,
  questionRuleErrors,
  type Locale,
  type QuestionStyle,
} from '../../shared-rules.js';
import type { Question } from '../exams/load.js';
import { attributePointer, questionError } from './messages.js';

/** A question's stored columns as a write sets them (POST and PATCH questions). */
export interface QuestionValues {
  statement: string;
  kind: QuestionKind;
  style: QuestionStyle;
  alternatives: Alternative[];
  resolution: Resolution;
  education_subject_id: number;
  character_limit: number | null;
  weight: number;
}

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The write's attributes as the rules read them: what was sent over what the question had (PATCH). */
function draftOf(attributes: Json, existing: Question | undefined): Json {
  if (!existing) return attributes;
  const correct = new Set((existing.resolution?.multiple_choice ?? []).map(String));
  const before: Json = {
    statement: existing.statement,
    kind: existing.kind,
    style: existing.style,
    alternatives: (existing.alternatives ?? []).map((a) => ({ ...a, correct: correct.has(String(a.id)) })),
    resolution: { comment: existing.resolution?.comment ?? null },
    education_subject_id: existing.education_subject_id,
    character_limit: existing.character_limit,
    weight: existing.weight,
  };
  // A kind changed to open-ended drops the alternatives it had, unless the body sends some.
  if (attributes.kind === 'open_ended' && attributes.alternatives === undefined) before.alternatives = [];
  return { ...before, ...attributes };
}

/** A positive integer from a number or a string of digits, or undefined. */
const positiveInteger = (x: unknown): number | undefined => {
  const n = typeof x === 'string' && /^\d{1,9}$/.test(x) ? Number(x) : x;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 1e9 ? n : undefined;
};

/**
 * Reads POST/PATCH questions' attributes (shared-contracts' QuestionWriteAttributes) into the columns
 * to store, or throws a 422 listing every broken rule at its attribute. The rules are shared-contracts'
 * questionRuleErrors (the drawer's); the rich text (statement, alternatives, comment) is sanitised first,
 * so an empty paragraph or a statement of only a script is "required". Alternatives keep the ids of the
 * question's own (sent back with their id) and get new ids otherwise; `correct` sets the answer key.
 * Defaults: style alphabetic, education_subject_id 20, weight 1; character_limit only for open-ended.
 */
export function readQuestionInput(attributes: Json, locale: Locale, existing?: Question): QuestionValues {
  const draft = draftOf(attributes, existing);
  const errors: JsonApiErrorObject[] = [];
  const invalid = (path: string) =>
    errors.push(questionError(422, 'invalidValue', locale, attributePointer(path)));

  const kind =
    typeof draft.kind === 'string' && (QUESTION_KINDS as readonly string[]).includes(draft.kind)
      ? (draft.kind as QuestionKind)
      : undefined;
  if (draft.kind !== undefined && draft.kind !== null && draft.kind !== '' && !kind) invalid('kind');
  if (draft.statement !== undefined && draft.statement !== null && typeof draft.statement !== 'string')
    invalid('statement');
  const statement = typeof draft.statement === 'string' ? sanitizeRichText(draft.statement) : '';

  let style: QuestionStyle = 'alphabetic';
  if (draft.style !== undefined && draft.style !== null) {
    if ((QUESTION_STYLES as readonly unknown[]).includes(draft.style)) style = draft.style as QuestionStyle;
    else invalid('style');
  }

  const sent = draft.alternatives ?? [];
  const alternatives: { id?: string; description: string; correct: boolean }[] = [];
  if (!Array.isArray(sent)) invalid('alternatives');
  else
    sent.forEach((a: unknown, i) => {
      if (
        !isObject(a) ||
        (a.description !== undefined && a.description !== null && typeof a.description !== 'string')
      )
        return invalid(`alternatives.${i}`);
      if (a.correct !== undefined && a.correct !== null && typeof a.correct !== 'boolean')
        return invalid(`alternatives.${i}.correct`);
      const id = typeof a.id === 'string' || typeof a.id === 'number' ? String(a.id) : undefined;
      alternatives.push({
        id,
        description: typeof a.description === 'string' ? sanitizeRichText(a.description) : '',
        correct: a.correct === true,
      });
    });

  let comment: string | null = null;
  const resolution = draft.resolution;
  if (resolution !== undefined && resolution !== null) {
    if (!isObject(resolution) || (resolution.comment != null && typeof resolution.comment !== 'string'))
      invalid('resolution.comment');
    else if (typeof resolution.comment === 'string') comment = sanitizeRichText(resolution.comment) || null;
  }

  let subject = DEFAULT_EDUCATION_SUBJECT_ID;
  if (draft.education_subject_id !== undefined && draft.education_subject_id !== null) {
    const n = positiveInteger(draft.education_subject_id);
    if (n === undefined) invalid('education_subject_id');
    else subject = n;
  }

  let characterLimit: number | null = null;
  if (kind === 'open_ended' && draft.character_limit !== undefined && draft.character_limit !== null) {
    const n = positiveInteger(draft.character_limit);
    if (n === undefined) invalid('character_limit');
    else characterLimit = n;
  }

  let weight = 1;
  if (draft.weight !== undefined && draft.weight !== null) {
    const n = typeof draft.weight === 'string' ? Number(draft.weight) : draft.weight;
    if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0 || n > 1000) invalid('weight');
    else weight = n;
  }

  for (const broken of questionRuleErrors({ kind, statement, alternatives }))
    errors.push(questionError(422, broken.rule, locale, attributePointer(broken.path)));
  if (errors.length || !kind) throw new ApiError(422, errors);

  // Ids: the question's own are kept (once each), the others get the next free number.
  const own = new Set((existing?.alternatives ?? []).map((a) => String(a.id)));
  let next = Math.max(0, ...[...own].map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : 0))) + 1;
  const used = new Set<string>();
  const stored: Alternative[] = [];
  const correct: string[] = [];
  for (const a of kind === 'multiple_choice' ? alternatives : []) {
    let id = a.id !== undefined && own.has(a.id) && !used.has(a.id) ? a.id : undefined;
    if (id === undefined) {
      while (own.has(String(next)) || used.has(String(next))) next++;
      id = String(next++);
    }
    used.add(id);
    stored.push({ id, description: a.description });
    if (a.correct) correct.push(id);
  }
  return {
    statement,
    kind,
    style,
    alternatives: stored,
    resolution: { comment, multiple_choice: correct },
    education_subject_id: subject,
    character_limit: characterLimit,
    weight,
  };
}
