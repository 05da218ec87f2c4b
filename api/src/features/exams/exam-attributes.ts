import { ApiError, type JsonApiErrorObject } from '../../jsonapi/errors.js';
import { checkPlainText, sanitizeRichText } from '../../http/text-input.js';
import {
  CANCELLED_QUESTION_POLICIES,
  DEFAULT_CANCELLED_QUESTION_POLICY,
  EXAM_KINDS,
  richTextIsBlank,
  type CancelledQuestionPolicy,
  type ExamKind,
  type Locale,
} from '../../shared-rules.js';
import { authoring, type AuthoringMessageKey } from './authoring-messages.js';
import type { Exam } from './load.js';

/** Longest description (HTML characters) and survey link, and the longest time limit (minutes). */
export const DESCRIPTION_MAX = 20_000;
const SURVEY_URL_MAX = 2_000;
const TIME_LIMIT_MAX = 60 * 24 * 60;

/** An exam's form fields as they will be stored. */
export interface ExamValues {
  phase: number;
  kind: ExamKind;
  start_date: Date;
  end_date: Date;
  minimal_score: number;
  description: string | null;
  survey_url: string | null;
  to_certificate: boolean;
  time_limit: number | null;
  cancelled_question_policy: CancelledQuestionPolicy;
}

export type ExamField = keyof ExamValues;

const pointer = (field: string) => `/data/attributes/${field}`;

const numberOf = (raw: unknown): number | undefined => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^\s*-?\d{1,12}([.,]\d{1,6})?\s*$/.test(raw))
    return Number(raw.trim().replace(',', '.'));
  return undefined;
};

const blank = (raw: unknown) => raw === undefined || raw === null || raw === '';

/**
 * The exam form's attributes checked (spec 2 §5 "Online exam form", "Presential exam form"): each
 * broken rule a 422 on its field. POST: absent fields are empty; PATCH: an absent attribute keeps the
 * stored value (null clears an optional one). Returns the values and which attributes were sent.
 */
export function examValues(
  attributes: Record<string, unknown>,
  stored: Exam | undefined,
  locale: Locale,
): { values: ExamValues; sent: Set<ExamField> } {
  checkPlainText(attributes, { survey_url: 'line' }, locale);
  const errors: JsonApiErrorObject[] = [];
  const fail = (field: string, key: AuthoringMessageKey, values?: Record<string, string | number>) =>
    errors.push(authoring.error(422, key, locale, pointer(field), values));
  const sent = new Set<ExamField>();
  const has = (field: ExamField) => {
    const present = Object.prototype.hasOwnProperty.call(attributes, field);
    if (present) sent.add(field);
    return present || !stored;
  };

  let phase = stored?.phase ?? 0;
  if (has('phase')) {
    const raw = attributes.phase;
    const n = numberOf(raw);
    if (blank(raw)) fail('phase', 'required');
    else if (n === undefined || !Number.isInteger(n) || n < 1 || n > 1000) fail('phase', 'invalidValue');
    else phase = n;
  }

  let kind: ExamKind = stored?.kind ?? 'online';
  if (has('kind')) {
    const raw = attributes.kind;
    if (blank(raw)) fail('kind', 'required');
    else if (!(EXAM_KINDS as readonly unknown[]).includes(raw)) fail('kind', 'invalidValue');
    else kind = raw as ExamKind;
  }

  const date = (field: 'start_date' | 'end_date'): Date | undefined => {
    if (!has(field)) return stored?.[field] ?? void fail(field, 'required');
    const raw = attributes[field];
    if (blank(raw)) return void fail(field, 'required');
    const at = typeof raw === 'string' && raw.length <= 40 ? new Date(raw) : undefined;
    if (!at || Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 9999)
      return void fail(field, 'invalidDate');
    return at;
  };
  const start = date('start_date');
  const end = date('end_date');
  let minimal = stored?.minimal_score ?? 0;
  if (has('minimal_score')) {
    const raw = attributes.minimal_score;
    const n = numberOf(raw);
    if (blank(raw)) fail('minimal_score', 'required');
    else if (n === undefined || n > 1e9) fail('minimal_score', 'invalidValue');
    else if (n < 0) fail('minimal_score', 'minScore');
    else minimal = n;
  } else if (stored && stored.minimal_score === null) {
    // A stored exam without a minimal score (older data) must get one when it is next saved.
    fail('minimal_score', 'required');
  }

  let description = stored?.description ?? null;
  if (has('description')) {
    const raw = attributes.description;
    if (raw !== undefined && raw !== null && typeof raw !== 'string') fail('description', 'invalidValue');
    else if (typeof raw === 'string' && raw.length > DESCRIPTION_MAX)
      fail('description', 'textTooLong', { limit: DESCRIPTION_MAX });
    else description = typeof raw === 'string' && !richTextIsBlank(raw) ? sanitizeRichText(raw) : null;
  }
  // The online form requires a description (spec 2 §5); the presential form has none.
  if (
    kind === 'online' &&
    description === null &&
    !errors.some((e) => e.source?.pointer === pointer('description'))
  )
    fail('description', 'required');

  let surveyUrl = stored?.survey_url ?? null;
  if (has('survey_url')) {
    const raw = attributes.survey_url;
    if (blank(raw)) surveyUrl = null;
    else if (typeof raw !== 'string' || raw.length > SURVEY_URL_MAX || !isHttpUrl(raw.trim()))
      fail('survey_url', 'surveyUrl');
    else surveyUrl = raw.trim();
  }

  let toCertificate = stored?.to_certificate ?? false;
  if (has('to_certificate')) {
    const raw = attributes.to_certificate;
    if (raw === undefined || raw === null) toCertificate = false;
    else if (typeof raw !== 'boolean') fail('to_certificate', 'invalidValue');
    else toCertificate = raw;
  }

  let timeLimit = stored?.time_limit ?? null;
  if (has('time_limit')) {
    const raw = attributes.time_limit;
    const n = numberOf(raw);
    if (blank(raw)) timeLimit = null;
    else if (n === undefined || !Number.isInteger(n) || n < 1 || n > TIME_LIMIT_MAX)
      fail('time_limit', 'timeLimit');
    else timeLimit = n;
  }

  let policy = stored?.cancelled_question_policy ?? DEFAULT_CANCELLED_QUESTION_POLICY;
  if (has('cancelled_question_policy')) {
    const raw = attributes.cancelled_question_policy;
    if (blank(raw)) policy = stored?.cancelled_question_policy ?? DEFAULT_CANCELLED_QUESTION_POLICY;
    else if (!(CANCELLED_QUESTION_POLICIES as readonly unknown[]).includes(raw))
      fail('cancelled_question_policy', 'invalidValue');
    else policy = raw as CancelledQuestionPolicy;
  }

  if (errors.length || !start || !end) throw new ApiError(422, errors);
  return {
    values: {
      phase,
      kind,
      start_date: start,
      end_date: end,
      minimal_score: minimal,
      description,
      survey_url: surveyUrl,
      to_certificate: toCertificate,
      time_limit: timeLimit,
      cancelled_question_policy: policy,
    },
    sent,
  };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** Whether a sent value differs from the stored one (dates as instants). */
export function changed(field: ExamField, values: ExamValues, stored: Exam): boolean {
  const a = values[field];
  const b = stored[field];
  if (a instanceof Date || b instanceof Date)
    return (a instanceof Date ? a.getTime() : null) !== (b instanceof Date ? new Date(b).getTime() : null);
  return (a ?? null) !== (b ?? null);
}
