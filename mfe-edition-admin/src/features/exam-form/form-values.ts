import { DateTime } from 'luxon';
import {
  COVER_MAX_BYTES,
  DEFAULT_CANCELLED_QUESTION_POLICY,
  type CancelledQuestionPolicy,
  type ExamKind,
  type ExamWriteAttributes,
} from 'shared-contracts';
import type { StaffExam } from '../exams';

/**
 * What the user edits, as typed: numbers as text, dates as wall times `YYYY-MM-DDTHH:mm` in the edition's
 * time zone (datetime-local inputs).
 */
export interface ExamFormValues {
  kind: ExamKind;
  phase: string;
  start_date: string;
  end_date: string;
  minimal_score: string;
  description: string;
  survey_url: string;
  to_certificate: boolean;
  time_limit: string;
  cancelled_question_policy: CancelledQuestionPolicy;
}

export type ExamField = keyof ExamFormValues | 'cover';

/** A rule's message key (see validationMessages) with its values. */
export interface RuleIssue {
  rule: 'required' | 'minZero' | 'endBeforeStart' | 'coverSize' | 'timeLimit' | 'surveyUrl';
  values?: Record<string, string>;
}

const WALL = "yyyy-MM-dd'T'HH:mm";

/** An instant as the wall time of a datetime-local input in `zone`. */
export function toWallTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const dt = DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone);
  return dt.isValid ? dt.toFormat(WALL) : '';
}

/** The instant of a wall time in `zone` ('' when empty or invalid). */
export function toInstant(wall: string, zone: string): string {
  if (!wall) return '';
  const dt = DateTime.fromISO(wall, { zone });
  return dt.isValid ? (dt.toUTC().toISO() ?? '') : '';
}

/** A new exam of a kind: the first phase when the edition has only one. */
export function blankValues(kind: ExamKind, phases: number[]): ExamFormValues {
  return {
    kind,
    phase: phases.length === 1 ? String(phases[0]) : '',
    start_date: '',
    end_date: '',
    minimal_score: '',
    description: '',
    survey_url: '',
    to_certificate: false,
    time_limit: '',
    cancelled_question_policy: DEFAULT_CANCELLED_QUESTION_POLICY,
  };
}

/** The form's values of a stored exam. */
export function valuesOf(exam: StaffExam, zone: string): ExamFormValues {
  return {
    kind: exam.kind,
    phase: String(exam.phase),
    start_date: toWallTime(exam.start_date, zone),
    end_date: toWallTime(exam.end_date, zone),
    minimal_score: exam.minimal_score == null ? '' : String(exam.minimal_score),
    description: exam.description ?? '',
    survey_url: exam.survey_url ?? '',
    to_certificate: exam.to_certificate,
    time_limit: exam.time_limit == null ? '' : String(exam.time_limit),
    cancelled_question_policy: exam.cancelled_question_policy ?? DEFAULT_CANCELLED_QUESTION_POLICY,
  };
}

const isBlankHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/**
 * The first issue of each field (spec 2 §5 "Online exam form", "Presential exam form"): phase, dates and
 * minimal score required (and the description, online), the score at least 0, the end after the start
 * (the message names the start), the cover at most 200000 bytes, the time limit a whole number of minutes.
 */
export function validate(
  values: ExamFormValues,
  cover: File | null,
  zone: string,
): Partial<Record<ExamField, RuleIssue>> {
  const issues: Partial<Record<ExamField, RuleIssue>> = {};
  const online = values.kind === 'online';
  if (!values.phase) issues.phase = { rule: 'required' };
  if (!values.start_date) issues.start_date = { rule: 'required' };
  if (!values.end_date) issues.end_date = { rule: 'required' };
  if (values.minimal_score.trim() === '') issues.minimal_score = { rule: 'required' };
  else if (!(Number(values.minimal_score) >= 0)) issues.minimal_score = { rule: 'minZero' };
  if (online && isBlankHtml(values.description)) issues.description = { rule: 'required' };
  const start = toInstant(values.start_date, zone);
  const end = toInstant(values.end_date, zone);
  if (start && end && end <= start) {
    const at = DateTime.fromISO(start).setZone(zone);
    issues.end_date = { rule: 'endBeforeStart', values: { date: at.toFormat('dd/MM/yyyy HH:mm') } };
  }
  if (online && values.time_limit.trim() !== '') {
    const minutes = Number(values.time_limit);
    if (!Number.isInteger(minutes) || minutes < 1) issues.time_limit = { rule: 'timeLimit' };
  }
  if (online && values.survey_url.trim() !== '' && !/^https?:\/\/\S+$/i.test(values.survey_url.trim()))
    issues.survey_url = { rule: 'surveyUrl' };
  if (online && cover && cover.size > COVER_MAX_BYTES) issues.cover = { rule: 'coverSize' };
  return issues;
}

/**
 * The attributes sent: instants in UTC, numbers as numbers, time_limit left out when empty on create
 * (spec 2 §5) and null when emptied on edit (a PATCH keeps what it is not sent).
 */
export function attributesOf(
  values: ExamFormValues,
  zone: string,
  { removeCover = false, editing = false }: { removeCover?: boolean; editing?: boolean } = {},
): ExamWriteAttributes {
  const base: ExamWriteAttributes = {
    phase: Number(values.phase),
    kind: values.kind,
    start_date: toInstant(values.start_date, zone),
    end_date: toInstant(values.end_date, zone),
    minimal_score: Number(values.minimal_score),
    to_certificate: values.to_certificate,
  };
  if (values.kind === 'presential') return base;
  return {
    ...base,
    description: values.description,
    survey_url: values.survey_url.trim() || null,
    cancelled_question_policy: values.cancelled_question_policy,
    ...(values.time_limit.trim() !== ''
      ? { time_limit: Number(values.time_limit) }
      : editing
        ? { time_limit: null }
        : {}),
    ...(removeCover ? { remove_cover: true } : {}),
  };
}

/** The attributes an in-progress exam may no longer change (LOCKED_IN_PROGRESS) are not sent. */
export function withoutLocked(
  attributes: ExamWriteAttributes,
  locked: readonly string[],
): ExamWriteAttributes {
  const out: Record<string, unknown> = { ...attributes };
  for (const name of locked) delete out[name];
  return out as unknown as ExamWriteAttributes;
}

/**
 * The multipart body of POST exams / PATCH exams/{id} (the online form): data[type], data[id] (PATCH),
 * data[attributes] and data[relationships] as JSON, and the cover file when one was chosen.
 */
export function multipartOf(
  attributes: ExamWriteAttributes,
  { examId, editionId, cover }: { examId: string | null; editionId: string; cover: File | null },
): FormData {
  const body = new FormData();
  body.append('data[type]', 'exams');
  if (examId) body.append('data[id]', examId);
  body.append('data[attributes]', JSON.stringify(attributes));
  body.append(
    'data[relationships]',
    JSON.stringify({ edition: { data: { type: 'editions', id: editionId } } }),
  );
  if (cover) body.append('cover', cover, cover.name);
  return body;
}

/** A JSON:API error pointer as a form field: `/data/attributes/start_date` → start_date, `/cover` → cover. */
export function fieldOfPointer(pointer: string | undefined): ExamField | null {
  if (!pointer) return null;
  const name = pointer
    .replace(/^\/data\/attributes\//, '')
    .replace(/^\/data\/relationships\//, '')
    .replace(/^\//, '')
    .split('/')[0];
  const fields: ExamField[] = [
    'phase',
    'start_date',
    'end_date',
    'minimal_score',
    'description',
    'survey_url',
    'to_certificate',
    'time_limit',
    'cancelled_question_policy',
    'cover',
    'kind',
  ];
  if (name === 'cover_url') return 'cover';
  return fields.includes(name as ExamField) ? (name as ExamField) : null;
}
