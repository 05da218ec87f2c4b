import {
  DEFAULT_EDUCATION_SUBJECT_ID,
  questionRuleErrors,
  type QuestionKind,
  type QuestionRule,
  type QuestionStyle,
  type QuestionWriteAttributes,
} from 'shared-contracts';
import type { ExamQuestion } from './api/questions';

/** An alternative being edited: `key` tells the rows apart (the editor of a row keeps its text). */
export interface AlternativeDraft {
  key: string;
  id?: string;
  description: string;
  correct: boolean;
}

/** The drawer's values; the numbers as typed. */
export interface QuestionDraftValues {
  kind: QuestionKind | '';
  style: QuestionStyle;
  statement: string;
  comment: string;
  alternatives: AlternativeDraft[];
  characterLimit: string;
  weight: string;
  subject: string;
}

/** An error under a field: a rule of the question, a number typed wrong, or the server's text. */
export type DraftError = { rule: QuestionRule } | { invalidNumber: true } | { text: string };

let nextKey = 0;
export const newAlternative = (description = '', correct = false): AlternativeDraft => ({
  key: `alt-${++nextKey}`,
  description,
  correct,
});

export function draftOf(question: ExamQuestion | null): QuestionDraftValues {
  if (!question)
    return {
      kind: '',
      style: 'alphabetic',
      statement: '',
      comment: '',
      alternatives: [],
      characterLimit: '',
      weight: '1',
      subject: String(DEFAULT_EDUCATION_SUBJECT_ID),
    };
  return {
    kind: question.kind,
    style: question.style,
    statement: question.statement,
    comment: question.resolution?.comment ?? '',
    alternatives: question.alternatives.map((a) => ({
      ...newAlternative(a.description, a.correct),
      id: a.id,
    })),
    characterLimit: question.character_limit === null ? '' : String(question.character_limit),
    weight: question.weight === null ? '' : String(question.weight),
    subject: String(question.education_subject_id ?? DEFAULT_EDUCATION_SUBJECT_ID),
  };
}

/** A changed type starts with no alternatives (spec 2 §4). */
export const withKind = (values: QuestionDraftValues, kind: QuestionKind | ''): QuestionDraftValues =>
  kind === values.kind ? values : { ...values, kind, alternatives: [] };

const parseNumber = (text: string, { integer, min }: { integer: boolean; min: number }) => {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) && n >= min && (!integer || Number.isInteger(n)) ? n : null;
};

/** The broken rules by path (`kind`, `statement`, `alternatives`, `alternatives.2`, `weight`…), first each. */
export function draftErrors(values: QuestionDraftValues): Record<string, DraftError> {
  const errors: Record<string, DraftError> = {};
  for (const { rule, path } of questionRuleErrors(values)) errors[path] ??= { rule };
  if (values.kind === 'open_ended' && values.characterLimit.trim() !== '')
    if (parseNumber(values.characterLimit, { integer: true, min: 1 }) === null)
      errors.characterLimit = { invalidNumber: true };
  if (values.weight.trim() !== '' && parseNumber(values.weight, { integer: false, min: 0 }) === null)
    errors.weight = { invalidNumber: true };
  if (parseNumber(values.subject, { integer: true, min: 1 }) === null)
    errors.subject = { invalidNumber: true };
  return errors;
}

/** The body of POST questions / PATCH questions/{id}. */
export function writeAttributesOf(values: QuestionDraftValues): QuestionWriteAttributes {
  const kind = values.kind || 'multiple_choice';
  const weight = values.weight.trim() === '' ? undefined : Number(values.weight.trim().replace(',', '.'));
  return {
    kind,
    style: values.style,
    statement: values.statement,
    resolution: { comment: values.comment.trim() === '' ? null : values.comment },
    alternatives:
      kind === 'multiple_choice'
        ? values.alternatives.map((a) => ({
            ...(a.id ? { id: a.id } : {}),
            description: a.description,
            correct: a.correct,
          }))
        : [],
    character_limit:
      kind === 'open_ended' && values.characterLimit.trim() !== '' ? Number(values.characterLimit) : null,
    education_subject_id: Number(values.subject),
    ...(weight === undefined ? {} : { weight }),
  };
}

/** `/data/attributes/alternatives/0/description` → `alternatives.0`; `/data/attributes/statement` → `statement`. */
export function pathOfPointer(pointer: string | undefined): string | null {
  const match = /^\/data\/attributes\/(.+)$/.exec(pointer ?? '');
  if (!match?.[1]) return null;
  const parts = match[1].split('/');
  const [field, index] = parts;
  if (field === 'alternatives' && index !== undefined && /^\d+$/.test(index)) return `alternatives.${index}`;
  if (field === 'character_limit') return 'characterLimit';
  if (field === 'education_subject_id') return 'subject';
  if (field === 'resolution') return 'comment';
  return field ?? null;
}
