import { api, getOne, isAbortError } from 'shared-contracts/client';
import { toSearchParams, type JsonApiDocument } from 'shared-contracts';
import { examFromDocument } from '../../../shared/exam/api/exam';

/** What the ranking needs of its exam: the phase number and the categories of that phase. */
export interface RankingExam {
  id: string;
  phase: number;
  editionId: string | null;
  /** The categories of the exam's phase in the edition (the ranking's per-category views). */
  categories: string[];
}

interface RawEdition {
  id: string;
  phases?: { phase?: number; categories?: unknown }[];
}

/** The categories of `phase` in the edition (GET edition/{id}?include=phases). */
export async function fetchPhaseCategories(
  editionId: string,
  phase: number,
  options: { signal?: AbortSignal } = {},
): Promise<string[]> {
  const edition = await getOne<RawEdition>(
    `edition/${encodeURIComponent(editionId)}`,
    { include: ['phases'] },
    { signal: options.signal },
  );
  const categories = (edition.phases ?? []).find((p) => Number(p.phase) === phase)?.categories;
  return Array.isArray(categories) ? [...new Set(categories.map(String).filter((c) => c !== ''))] : [];
}

/**
 * GET exams/{id}?include=edition (the readers' rules are the exam's: 403 for someone not subscribed),
 * then the categories of its phase. The categories are a refinement: without them the ranking still
 * shows every category together.
 */
export async function fetchRankingExam(
  examId: string,
  options: { signal?: AbortSignal } = {},
): Promise<RankingExam> {
  const doc = await api()
    .get(`exams/${encodeURIComponent(examId)}`, {
      searchParams: toSearchParams({ include: ['edition'] }),
      signal: options.signal,
    })
    .json<JsonApiDocument>();
  const exam = examFromDocument(doc);
  let categories: string[] = [];
  if (exam.editionId) {
    try {
      categories = await fetchPhaseCategories(exam.editionId, exam.phase, options);
    } catch (error) {
      if (options.signal?.aborted || isAbortError(error)) throw error;
      console.warn('[ranking] phase categories unavailable', error);
    }
  }
  return { id: exam.id, phase: exam.phase, editionId: exam.editionId, categories };
}
