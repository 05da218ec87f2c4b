import { api } from 'shared-contracts/client';
import { deserializeOne, toSearchParams, type JsonApiDocument } from 'shared-contracts';
import type { Exam, ExamQuestion } from '../exam-types';
import { editionTimeZoneIn } from './raw-document';

type RawQuestion = Partial<ExamQuestion> & { id: string };
type RawExam = Omit<Partial<Exam>, 'questions' | 'cover_url'> & {
  id: string;
  questions?: RawQuestion[];
  questions_order?: (string | number)[] | null;
  cover_url?: { url?: string | null } | string | null;
  edition?: { id: string } | null;
};

/** The questions in questions_order; any the order misses follow in the order sent. */
export function orderedQuestions(
  questions: readonly RawQuestion[],
  order: readonly (string | number)[] | null | undefined,
): RawQuestion[] {
  const rank = new Map((order ?? []).map((id, i) => [String(id), i]));
  return questions
    .map((q, i) => ({ q, i }))
    .sort((a, b) => (rank.get(a.q.id) ?? Infinity) - (rank.get(b.q.id) ?? Infinity) || a.i - b.i)
    .map(({ q }) => q);
}

function question(q: RawQuestion): ExamQuestion {
  return {
    id: String(q.id),
    statement: q.statement ?? '',
    style: q.style === 'numeric' ? 'numeric' : 'alphabetic',
    status: q.status === 'cancelled' ? 'cancelled' : 'active',
    kind: q.kind === 'open_ended' ? 'open_ended' : 'multiple_choice',
    alternatives: (q.alternatives ?? []).map((a) => ({ id: String(a.id), description: a.description ?? '' })),
    character_limit:
      typeof q.character_limit === 'number' && q.character_limit > 0 ? q.character_limit : null,
  };
}

const coverOf = (cover: RawExam['cover_url']): string | null =>
  !cover ? null : typeof cover === 'string' ? cover : (cover.url ?? null);

/** An exam document (GET exams/{id}?include=questions,edition) as the screens use it. */
export function examFromDocument(doc: JsonApiDocument): Exam {
  const raw = deserializeOne<RawExam>(doc);
  const questions = orderedQuestions(raw.questions ?? [], raw.questions_order).map(question);
  const editionId = raw.edition?.id ? String(raw.edition.id) : null;
  return {
    id: String(raw.id),
    phase: Number(raw.phase ?? 1),
    description: raw.description ?? null,
    kind: raw.kind === 'presential' ? 'presential' : 'online',
    start_date: raw.start_date ?? null,
    end_date: raw.end_date ?? null,
    time_limit: typeof raw.time_limit === 'number' ? raw.time_limit : null,
    survey_url: raw.survey_url || null,
    cover_url: coverOf(raw.cover_url),
    status: raw.status === 'upcoming' || raw.status === 'expired' ? raw.status : 'in_progress',
    ranked_user: raw.ranked_user !== false,
    questions_count: typeof raw.questions_count === 'number' ? raw.questions_count : questions.length,
    questions,
    editionId,
    timeZone: editionTimeZoneIn(doc, editionId),
  };
}

/** GET exams/{id}?include=questions,edition (spec 3 §7): the exam with its questions, in order. */
export async function fetchExam(id: string, options: { signal?: AbortSignal } = {}): Promise<Exam> {
  const doc = await api()
    .get(`exams/${encodeURIComponent(id)}`, {
      searchParams: toSearchParams({ include: ['questions', 'edition'] }),
      signal: options.signal,
    })
    .json<JsonApiDocument>();
  return examFromDocument(doc);
}
