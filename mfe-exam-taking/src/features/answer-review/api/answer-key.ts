import { COUNTER_NAMES, type ReviewCounters } from 'shared-contracts';
import { getPage } from 'shared-contracts/client';

export { COUNTER_NAMES, type ReviewCounters };

export type EntryStatus = 'active' | 'cancelled';
export type EntryKind = 'multiple_choice' | 'open_ended';

/** One question of a participation's answer sheet (results contract, issue 4 §A). */
export interface SheetEntry {
  /** The right alternatives, the first being the right choice. */
  multiple_choice: string[];
  comment: string | null;
  open_ended_evaluation_id: string | null;
  status: EntryStatus;
  kind: EntryKind;
  user_answer: string | null;
  correct: boolean | null;
  open_ended_score: number | null;
  open_ended_comment: string | null;
}

/** The answer key of one participation: its score, answer sheet and counters. */
export interface AnswerKey {
  score: number | null;
  sheet: Readonly<Record<string, SheetEntry>>;
  /** As the server counted them; null when it sent none. */
  counters: ReviewCounters | null;
}

interface RawResult {
  id: string;
  score?: unknown;
  answer_sheet?: unknown;
  counters?: unknown;
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function entryOf(value: unknown): SheetEntry {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    multiple_choice: Array.isArray(raw.multiple_choice) ? raw.multiple_choice.map(String) : [],
    comment: typeof raw.comment === 'string' && raw.comment !== '' ? raw.comment : null,
    open_ended_evaluation_id: str(raw.open_ended_evaluation_id),
    status: raw.status === 'cancelled' ? 'cancelled' : 'active',
    kind: raw.kind === 'open_ended' ? 'open_ended' : 'multiple_choice',
    user_answer: typeof raw.user_answer === 'string' ? raw.user_answer : null,
    correct: typeof raw.correct === 'boolean' ? raw.correct : null,
    open_ended_score: num(raw.open_ended_score),
    open_ended_comment:
      typeof raw.open_ended_comment === 'string' && raw.open_ended_comment.trim() !== ''
        ? raw.open_ended_comment
        : null,
  };
}

function countersOf(value: unknown): ReviewCounters | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const out = {} as ReviewCounters;
  for (const name of COUNTER_NAMES) {
    const n = num(raw[name]);
    if (n === null) return null;
    out[name] = n;
  }
  return out;
}

export function answerKeyOf(raw: RawResult): AnswerKey {
  const sheet =
    raw.answer_sheet && typeof raw.answer_sheet === 'object'
      ? Object.fromEntries(
          Object.entries(raw.answer_sheet as Record<string, unknown>).map(([id, e]) => [id, entryOf(e)]),
        )
      : {};
  return { score: num(raw.score), sheet, counters: countersOf(raw.counters) };
}

/**
 * GET results?filter[exam_id]&filter[participation_id]&page[size]=1: the participation's answer key,
 * or null when the server has none for it.
 */
export async function fetchAnswerKey(
  examId: string,
  participationId: string,
  options: { signal?: AbortSignal } = {},
): Promise<AnswerKey | null> {
  const page = await getPage<RawResult>(
    'results',
    { filter: { exam_id: examId, participation_id: participationId }, page: { size: 1 } },
    { signal: options.signal },
  );
  const first = page.items[0];
  return first ? answerKeyOf(first) : null;
}
