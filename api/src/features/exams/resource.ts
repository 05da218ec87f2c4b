import type { Resource } from '../../jsonapi/serialize.js';
import {
  EXAM_ATTRIBUTE_NAMES,
  examStatusAt,
  QUESTION_ATTRIBUTE_NAMES,
  type ExamAttributes,
  type ExamSummaryAttributes,
  type QuestionAttributes,
} from '../../shared-rules.js';
import { answerKeyAvailable } from '../ratings/availability.js';
import type { Exam, Question } from './load.js';

/** The attribute names of the wire contract (shared-contracts' wire/exam-wire.ts), for sparse fieldsets. */
export const examAttributeNames = EXAM_ATTRIBUTE_NAMES;
export const questionAttributeNames = QUESTION_ATTRIBUTE_NAMES;

/** An exam's status now (or at `now`): upcoming, in progress or expired. */
export const examStatus = (e: Pick<Exam, 'start_date' | 'end_date'>, now = new Date()) =>
  examStatusAt(e, now);

/**
 * A question as participants see it: alternatives carry only id and description; the answer key
 * (`resolution`) is present only when `withResolution` (the exam has expired).
 */
export function questionResource(q: Question, withResolution: boolean): Resource {
  const attributes: Omit<QuestionAttributes, 'resolution'> & Pick<Partial<QuestionAttributes>, 'resolution'> =
    {
      position: q.position,
      statement: q.statement,
      style: q.style,
      status: q.status,
      kind: q.kind,
      alternatives: (q.alternatives ?? []).map((a) => ({ id: String(a.id), description: a.description })),
      education_subject_id: q.education_subject_id,
      character_limit: q.character_limit,
      weight: q.weight,
    };
  if (withResolution)
    attributes.resolution = {
      comment: q.resolution?.comment ?? null,
      multiple_choice: (q.resolution?.multiple_choice ?? []).map((id) => String(id)),
    };
  return { type: 'questions', id: q.id, attributes };
}

export interface ExamView {
  now: Date;
  /** The questions the reader may see (possibly none), in order. */
  questions: Question[];
  /** How many questions the exam has (shown even when the questions themselves are not). */
  questionsCount: number;
  /** The edition resource when it is to be included; otherwise only its linkage. */
  edition?: Resource;
  /** Whether the current user may take this exam. */
  rankedUser: boolean;
}

/** Instants as the wire carries them. */
const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** The attributes an edition's list and the exam itself share (the wire's ExamSummaryAttributes). */
const summaryAttributes = (e: Exam, now: Date): ExamSummaryAttributes => ({
  phase: e.phase,
  description: e.description,
  kind: e.kind,
  start_date: iso(e.start_date),
  end_date: iso(e.end_date),
  time_limit: e.time_limit,
  minimal_score: e.minimal_score,
  status: examStatus(e, now),
});

/** An exam as an edition lists it (`include=exams`); `ranked` holds the exams the caller may take. */
export const examSummaryResource = (e: Exam, ranked?: ReadonlySet<number>, now = new Date()): Resource => ({
  type: 'exams',
  id: e.id,
  attributes: { ...summaryAttributes(e, now), ...(ranked ? { ranked_user: ranked.has(e.id) } : {}) },
  relationships: { edition: { type: 'editions', id: e.edition_id } },
});

export function examResource(e: Exam, view: ExamView): Resource {
  const summary = summaryAttributes(e, view.now);
  const attributes: ExamAttributes = {
    ...summary,
    survey_url: e.survey_url,
    cover_url: { url: e.cover_url },
    questions_order: view.questions.map((q) => String(q.id)),
    questions_count: view.questionsCount,
    result_available_at: iso(e.result_available_at),
    classification_available_at: iso(e.classification_available_at),
    ranking_available_at: iso(e.ranking_available_at),
    ranked_user: view.rankedUser,
  };
  return {
    type: 'exams',
    id: e.id,
    attributes,
    relationships: {
      questions: view.questions.map((q) => questionResource(q, answerKeyAvailable(e, view.now))),
      edition: view.edition ?? { type: 'editions', id: e.edition_id },
    },
  };
}
