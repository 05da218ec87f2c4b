import type {
  MessageValues,
  QuestionFormat,
  QuestionKind,
  QuestionStatus,
  QuestionStyle,
} from '../../shared-rules.js';
import { DEFAULT_EDUCATION_SUBJECT_ID } from '../../shared-rules.js';
import type { Question } from '../exams/load.js';
import type { SkipKey } from './messages.js';

/**
 * A question as the three exchange formats carry it (issue 14): what a format writes on export and
 * what its reader gives back on import, before sanitising and the question rules. HTML fields are rich
 * text as stored (statement, alternatives, comment).
 */
export interface ExchangeQuestion {
  kind: QuestionKind;
  style: QuestionStyle;
  status: QuestionStatus;
  statement: string;
  alternatives: { description: string; correct: boolean }[];
  comment: string | null;
  education_subject_id: number;
  character_limit: number | null;
  weight: number;
}

/** One question a reader mapped, with where it came from and the images its file embeds. */
export interface ParsedItem {
  /** An item identifier, a question name or an index (shown in the preview). */
  source: string;
  question: ExchangeQuestion;
  /** Embedded images by the `src` the HTML uses for them (Moodle @@PLUGINFILE@@, a QTI package path). */
  assets: ReadonlyMap<string, Uint8Array>;
}

/** Why an item cannot be mapped: a message key of messages.ts and its values. */
export interface SkipNote {
  source: string;
  key: SkipKey;
  values?: MessageValues;
}

/** What a reader makes of a file. */
export interface ParsedFile {
  format: QuestionFormat;
  items: ParsedItem[];
  skipped: SkipNote[];
}

export const defaultQuestion = (): Omit<ExchangeQuestion, 'kind' | 'statement'> => ({
  style: 'alphabetic',
  status: 'active',
  alternatives: [],
  comment: null,
  education_subject_id: DEFAULT_EDUCATION_SUBJECT_ID,
  character_limit: null,
  weight: 1,
});

/** A stored question in the neutral model (alternatives in their order, `correct` from the key). */
export function fromStored(q: Question): ExchangeQuestion {
  const correct = new Set((q.resolution?.multiple_choice ?? []).map(String));
  return {
    kind: q.kind,
    style: q.style,
    status: q.status,
    statement: q.statement,
    alternatives: (q.alternatives ?? []).map((a) => ({
      description: a.description,
      correct: correct.has(String(a.id)),
    })),
    comment: q.resolution?.comment ?? null,
    education_subject_id: q.education_subject_id,
    character_limit: q.character_limit,
    weight: Number(q.weight),
  };
}

/** A positive whole number from text or a number, else undefined. */
export function positiveInt(value: unknown): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** A weight (≥ 0, finite) from text or a number, else undefined. */
export function weightOf(value: unknown): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000 ? n : undefined;
}
