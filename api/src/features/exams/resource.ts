import type { Resource } from '../../jsonapi/serialize.js';
import { examStatus } from '../editions/resource.js';
import type { Exam, Question } from './load.js';

export const examAttributeNames = [
  'phase',
  'description',
  'kind',
  'start_date',
  'end_date',
  'time_limit',
  'minimal_score',
  'survey_url',
  'cover_url',
  'status',
  'questions_order',
  'questions_count',
  'result_available_at',
  'classification_available_at',
  'ranking_available_at',
  'ranked_user',
] as const;

export const questionAttributeNames = [
  'position',
  'statement',
  'style',
  'status',
  'kind',
  'alternatives',
  'education_subject_id',
  'character_limit',
  'weight',
  'resolution',
] as const;

/**
 * A question as participants see it: alternatives carry only id and description; the answer key
 * (`resolution`) is present only when `withResolution` (the exam has expired).
 */
export function questionResource(q: Question, withResolution: boolean): Resource {
  const attributes: Record<string, unknown> = {
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

export function examResource(e: Exam, view: ExamView): Resource {
  const status = examStatus(e, view.now);
  return {
    type: 'exams',
    id: e.id,
    attributes: {
      phase: e.phase,
      description: e.description,
      kind: e.kind,
      start_date: e.start_date,
      end_date: e.end_date,
      time_limit: e.time_limit,
      minimal_score: e.minimal_score,
      survey_url: e.survey_url,
      cover_url: { url: e.cover_url },
      status,
      questions_order: view.questions.map((q) => String(q.id)),
      questions_count: view.questionsCount,
      result_available_at: e.result_available_at,
      classification_available_at: e.classification_available_at,
      ranking_available_at: e.ranking_available_at,
      ranked_user: view.rankedUser,
    },
    relationships: {
      questions: view.questions.map((q) => questionResource(q, status === 'expired')),
      edition: view.edition ?? { type: 'editions', id: e.edition_id },
    },
  };
}
