import { getPage } from 'shared-contracts/client';

/** One question of a participation's answer sheet (results contract). */
export interface SheetEntry {
  /** The right alternatives, the first being the right choice. */
  multiple_choice?: string[];
  comment?: string | null;
  status?: 'active' | 'cancelled';
  user_answer?: string | null;
  correct?: boolean | null;
  open_ended_score?: number | null;
  open_ended_comment?: string | null;
}

export interface AnswerKey {
  score: number | null;
  sheet: Readonly<Record<string, SheetEntry>>;
}

interface RawResult {
  id: string;
  score?: number | null;
  answer_sheet?: Record<string, SheetEntry> | null;
}

/**
 * GET results?filter[exam_id]&filter[participation_id]&page[size]=1: the participation's answer key, or
 * null while the results were not generated.
 */
export async function fetchAnswerKey(
  testId: string,
  participationId: string,
  options: { signal?: AbortSignal } = {},
): Promise<AnswerKey | null> {
  const page = await getPage<RawResult>(
    'results',
    { filter: { exam_id: testId, participation_id: participationId }, page: { size: 1 } },
    { signal: options.signal },
  );
  const first = page.items[0];
  if (!first) return null;
  return {
    score: typeof first.score === 'number' ? first.score : null,
    sheet: first.answer_sheet && typeof first.answer_sheet === 'object' ? first.answer_sheet : {},
  };
}
