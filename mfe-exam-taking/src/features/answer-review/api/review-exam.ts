import { api } from 'shared-contracts/client';
import { toSearchParams, type JsonApiDocument } from 'shared-contracts';
import { examFromDocument } from '../../../shared/exam/api/exam';
import type { Exam } from '../../../shared/exam/exam-types';

/** A question's answer key as the exam sends it once expired: the right choice and the comment. */
export interface Resolution {
  /** The right alternative (the first id of `resolution.multiple_choice`), null without one. */
  rightChoice: string | null;
  comment: string | null;
}

/** The exam as the answer review reads it: questions in order, their keys, and when results open. */
export interface ReviewExam {
  exam: Exam;
  /** By question id; only questions that came with a `resolution`. */
  resolutions: ReadonlyMap<string, Resolution>;
  /** When the participant may read their results (null: as soon as the exam is over). */
  resultAvailableAt: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function resolutionOf(value: unknown): Resolution | null {
  if (!value || typeof value !== 'object') return null;
  const { comment, multiple_choice: choices } = value as { comment?: unknown; multiple_choice?: unknown };
  const first = Array.isArray(choices) ? choices[0] : undefined;
  return {
    rightChoice: first === undefined || first === null ? null : String(first),
    comment: text(comment),
  };
}

export function reviewExamFromDocument(doc: JsonApiDocument): ReviewExam {
  const exam = examFromDocument(doc);
  const resolutions = new Map<string, Resolution>();
  for (const resource of doc.included ?? []) {
    if (resource.type !== 'questions') continue;
    const resolution = resolutionOf(resource.attributes?.resolution);
    if (resolution) resolutions.set(String(resource.id), resolution);
  }
  const primary = Array.isArray(doc.data) ? undefined : doc.data;
  return { exam, resolutions, resultAvailableAt: text(primary?.attributes?.result_available_at) };
}

/** GET exams/{id}?include=questions,edition: once expired, every question carries its resolution. */
export async function fetchReviewExam(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<ReviewExam> {
  const doc = await api()
    .get(`exams/${encodeURIComponent(id)}`, {
      searchParams: toSearchParams({ include: ['questions', 'edition'] }),
      signal: options.signal,
    })
    .json<JsonApiDocument>();
  return reviewExamFromDocument(doc);
}
