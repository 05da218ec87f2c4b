import { sanitizeRichText } from '../../http/text-input.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { ANSWER_TYPE, MAX_ANSWER_HTML } from '../../shared-rules.js';
import { ApiError } from '../../jsonapi/errors.js';
import type { Question } from '../exams/load.js';
import { examFailure } from '../exams/messages.js';
import { isAlternativeOf } from '../exams/scoring.js';
import { textLength } from '../exams/text-length.js';

const ATTR = '/data/attributes';

const invalid = (detail: string, attribute: string) =>
  new ApiError(422, detail, { pointer: `${ATTR}/${attribute}` });

/** A positive integer sent as a JSON number or as digits. */
export function positiveInteger(value: unknown, attribute: string, min = 1): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,16}$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(n) || n < min)
    throw invalid(`${attribute} must be an integer of at least ${min}`, attribute);
  return n;
}

export interface AnswerInput {
  userAnswer: unknown;
  sequence: number;
  /** When the client made the change; null when not sent (the save then counts as made on arrival). */
  answeredAt: Date | null;
}

/** PUT /participations/{id}/answers/{questionId} body: {data:{type:'answers', attributes:{user_answer, sequence, answered_at}}}. */
export function readAnswerBody(body: unknown): AnswerInput {
  const { attributes } = readResourceBody(body, [ANSWER_TYPE]);
  if (!('user_answer' in attributes)) throw invalid('user_answer is required', 'user_answer');
  const sequence = positiveInteger(attributes.sequence, 'sequence');
  let answeredAt: Date | null = null;
  const raw = attributes.answered_at;
  if (raw !== undefined && raw !== null) {
    const t = typeof raw === 'string' && raw.length <= 64 ? Date.parse(raw) : NaN;
    if (Number.isNaN(t)) throw invalid('answered_at must be an ISO-8601 instant', 'answered_at');
    answeredAt = new Date(t);
  }
  return { userAnswer: attributes.user_answer, sequence, answeredAt };
}

/**
 * The answer to store for this question, or a 422: a multiple-choice answer is one of the question's
 * alternative ids; an open-ended one is the editor's HTML, sanitised (the allow-list of text-input.ts:
 * no scripts, handlers, styles or unsafe URLs), within the question's character limit. null or ''
 * clears. Called once per request, before the save joins a batch.
 */
export function checkAnswer(
  question: Pick<Question, 'kind' | 'alternatives' | 'character_limit'>,
  value: unknown,
): string | null {
  if (value === null || value === '') return null;
  if (question.kind === 'multiple_choice') {
    const id = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    if (id === undefined || !isAlternativeOf(question.alternatives, id))
      throw examFailure(422, 'invalidAlternative', `${ATTR}/user_answer`);
    return id;
  }
  if (typeof value !== 'string') throw invalid('user_answer must be text', 'user_answer');
  if (value.length > MAX_ANSWER_HTML) throw examFailure(422, 'tooLong', `${ATTR}/user_answer`);
  const text = storableText(sanitizeRichText(value));
  if (
    text.length > MAX_ANSWER_HTML ||
    (question.character_limit !== null && textLength(text) > question.character_limit)
  )
    throw examFailure(422, 'tooLong', `${ATTR}/user_answer`);
  return text;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text PostgreSQL can store: without NUL characters (which no editor produces), and with a broken UTF-16
 * pair as U+FFFD, as a UTF-8 encoder writes it.
 */
export const storableText = (value: string) =>
  value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
