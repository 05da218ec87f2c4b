import type { StaffExamAttributes, StaffQuestionAttributes } from 'shared-contracts';
import { getOne, getPage, sendJson, type Page } from 'shared-contracts/client';

/** An exam as its staff read it (GET exams?filter[edition_id] and GET exams/{id}). */
export interface StaffExam extends StaffExamAttributes {
  id: string;
  /** Present with include=edition. */
  edition?: { id: string } | null;
  /** Present with include=questions. */
  questions?: (StaffQuestionAttributes & { id: string })[];
}

/**
 * The query keys of exams: every page of an edition's list under `edition(id)` (a deletion or a save
 * reloads them), one exam under `detail(id)` (a save or a score import reloads it).
 */
export const examKeys = {
  all: ['exams'] as const,
  edition: (editionId: string) => ['exams', 'edition', editionId] as const,
  detail: (examId: string) => ['exams', 'detail', examId] as const,
};

/** GET exams?filter[edition_id]&page[number]&page[size] (spec 2 §7; 7 a page, §9). */
export function fetchExams(
  { editionId, page, size }: { editionId: string; page: number; size: number },
  options: { signal?: AbortSignal } = {},
): Promise<Page<StaffExam>> {
  return getPage<StaffExam>(
    'exams',
    { filter: { edition_id: editionId }, page: { number: page, size } },
    { signal: options.signal },
  );
}

/** GET exams/{id}?include=questions,edition (404 for an unknown exam). */
export function fetchExam(id: string, options: { signal?: AbortSignal } = {}): Promise<StaffExam> {
  return getOne<StaffExam>(
    `exams/${encodeURIComponent(id)}`,
    { include: ['questions', 'edition'] },
    { signal: options.signal },
  );
}

/** DELETE exams/{id} (upcoming exams only). */
export async function deleteExam(id: string): Promise<void> {
  await sendJson('delete', `exams/${encodeURIComponent(id)}`);
}
