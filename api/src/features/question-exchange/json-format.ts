import { QUESTION_KINDS, QUESTION_STATUSES, QUESTION_STYLES } from '../../shared-rules.js';
import {
  defaultQuestion,
  positiveInt,
  weightOf,
  type ExchangeQuestion,
  type ParsedFile,
  type ParsedItem,
  type SkipNote,
} from './exchange-question.js';
import { EXCHANGE_LIMITS } from './limits.js';
import { BrokenFile, TooManyQuestions } from './messages.js';

/**
 * questions.json (spec 2 §7 "POST exams/{id}/export"; issue 14), version 1:
 *
 * {
 *   "format": "olympiad-questions",
 *   "version": 1,
 *   "exported_at": "2026-05-01T12:00:00.000Z",
 *   "questions": [{
 *     "statement": "<p>…</p>",                  rich text (HTML)
 *     "kind": "multiple_choice" | "open_ended",
 *     "style": "alphabetic" | "numeric",         how the alternatives are numbered
 *     "status": "active" | "cancelled",
 *     "alternatives": [{"description": "<p>…</p>", "correct": true}],   in order; none when open-ended
 *     "resolution": {"comment": "<p>…</p>" | null},
 *     "education_subject_id": 20,
 *     "character_limit": 800 | null,             open-ended only
 *     "weight": 1
 *   }]
 * }
 *
 * The reader also takes a bare array of such questions, and questions whose alternatives carry ids with
 * the correct one named by `resolution.multiple_choice` (the shape the API serves staff). A later version
 * is refused rather than half read.
 */
export const JSON_FORMAT = 'olympiad-questions';
export const JSON_VERSION = 1;

export function writeJson(questions: ExchangeQuestion[], now = new Date()): Buffer {
  const doc = {
    format: JSON_FORMAT,
    version: JSON_VERSION,
    exported_at: now.toISOString(),
    questions: questions.map((q) => ({
      statement: q.statement,
      kind: q.kind,
      style: q.style,
      status: q.status,
      alternatives: q.kind === 'multiple_choice' ? q.alternatives : [],
      resolution: { comment: q.comment },
      education_subject_id: q.education_subject_id,
      character_limit: q.character_limit,
      weight: q.weight,
    })),
  };
  return Buffer.from(`${JSON.stringify(doc, null, 2)}\n`, 'utf8');
}

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => !!x && typeof x === 'object' && !Array.isArray(x);
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;
const str = (x: unknown): string => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');

export function readJson(text: string): ParsedFile {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new BrokenFile((err as Error).message);
  }
  let list: unknown;
  if (Array.isArray(doc)) list = doc;
  else if (isObject(doc) && Array.isArray(doc.questions)) {
    if (doc.version !== undefined && doc.version !== JSON_VERSION)
      throw new BrokenFile(`version ${str(doc.version)} is not supported (only ${JSON_VERSION})`);
    list = doc.questions;
  } else if (isObject(doc) && Array.isArray(doc.data))
    list = doc.data; // a JSON:API document of questions
  else throw new BrokenFile('no "questions" list');
  const entries = list as unknown[];
  if (entries.length > EXCHANGE_LIMITS.maxQuestions) throw new TooManyQuestions();
  const items: ParsedItem[] = [];
  const skipped: SkipNote[] = [];
  entries.forEach((entry, i) => {
    const source = `#${i + 1}`;
    // A JSON:API resource carries its fields in attributes.
    const raw = isObject(entry) && isObject(entry.attributes) ? entry.attributes : entry;
    if (!isObject(raw)) {
      skipped.push({ source, key: 'notAQuestion' });
      return;
    }
    items.push({ source, question: questionOf(raw), assets: new Map() });
  });
  return { format: 'json', items, skipped };
}

function questionOf(raw: Json): ExchangeQuestion {
  const base = defaultQuestion();
  const resolution = isObject(raw.resolution) ? raw.resolution : {};
  const keyed = new Set(Array.isArray(resolution.multiple_choice) ? resolution.multiple_choice.map(str) : []);
  const alternatives = (Array.isArray(raw.alternatives) ? raw.alternatives : []).map((a) => {
    const alt: Json = isObject(a) ? a : { description: a };
    return {
      description: str(alt.description),
      correct:
        typeof alt.correct === 'boolean' ? alt.correct : alt.id !== undefined && keyed.has(str(alt.id)),
    };
  });
  const comment =
    typeof resolution.comment === 'string' && resolution.comment.trim() ? resolution.comment : null;
  return {
    kind: oneOf(QUESTION_KINDS, raw.kind) ?? (str(raw.kind) as ExchangeQuestion['kind']),
    style: oneOf(QUESTION_STYLES, raw.style) ?? base.style,
    status: oneOf(QUESTION_STATUSES, raw.status) ?? base.status,
    statement: str(raw.statement),
    alternatives,
    comment,
    education_subject_id: positiveInt(raw.education_subject_id) ?? base.education_subject_id,
    character_limit: positiveInt(raw.character_limit) ?? null,
    weight: weightOf(raw.weight) ?? base.weight,
  };
}
