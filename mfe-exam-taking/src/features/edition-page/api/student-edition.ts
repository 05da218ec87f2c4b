import { api } from 'shared-contracts/client';
import { deserializeOne, toSearchParams, type JsonApiDocument } from 'shared-contracts';
import type { ExamKind, ExamStatus } from '../../../shared/exam/exam-types';
import { editionTimeZoneIn } from '../../../shared/exam/api/raw-document';
import { inscriptionCategory, type ParticipantEdition } from '../../../shared/editions/participant-edition';

/** An exam (phase) of the edition as the edition page lists it. */
export interface EditionExam {
  id: string;
  phase: number;
  description: string | null;
  kind: ExamKind;
  start_date: string | null;
  end_date: string | null;
  time_limit: number | null;
  status: ExamStatus;
  /** Whether the user is classified to take this exam (the answer-key link is only for them). */
  ranked_user: boolean;
}

export interface EditionVideo {
  id: string;
  description: string;
  url: string | null;
}

/** The participant's view of one edition (spec 3 §2.3). */
export interface StudentEdition {
  id: string;
  year: number;
  description: string;
  start_registration: string;
  end_registration: string;
  timeZone: string | null;
  subscribed: boolean;
  category: string | null;
  subscribedAt: string | null;
  exams: EditionExam[];
  videos: EditionVideo[];
  /** Whether the participant can download the edition's certificate. */
  certificate_available: boolean;
  /** The edition's phases and their categories (a phase `in_group` makes it a group edition). */
  phases: { phase: number; categories: string[] }[];
  /** The edition's fixed answer-key link (details.answer_key_url), when it has one. */
  answer_key_url: string | null;
}

export const STUDENT_EDITION_INCLUDE = ['exams', 'videos', 'phases', 'inscriptions'];

type RawEdition = Omit<ParticipantEdition, 'inscriptions'> & {
  exams?: Partial<EditionExam>[];
  videos?: Partial<EditionVideo>[];
  inscriptions?: { id: string; category?: string; registrable_type?: string; created_at?: string }[];
  details?: { answer_key_url?: unknown } | null;
};

const statusOf = (s: unknown): ExamStatus => (s === 'upcoming' || s === 'expired' ? s : 'in_progress');

export function studentEditionFromDocument(doc: JsonApiDocument): StudentEdition {
  const raw = deserializeOne<RawEdition>(doc);
  const inscriptions = raw.inscriptions ?? [];
  const student = inscriptions.find((i) => i.registrable_type === 'Core::Student') ?? inscriptions[0];
  return {
    id: String(raw.id),
    year: raw.year,
    description: raw.description,
    start_registration: raw.start_registration,
    end_registration: raw.end_registration,
    timeZone: editionTimeZoneIn(doc, String(raw.id)),
    subscribed: inscriptions.length > 0,
    category: inscriptionCategory({ inscriptions }),
    subscribedAt: student?.created_at ?? null,
    exams: (raw.exams ?? []).map((e) => ({
      id: String(e.id),
      phase: Number(e.phase ?? 1),
      description: e.description ?? null,
      kind: e.kind === 'presential' ? 'presential' : 'online',
      start_date: e.start_date ?? null,
      end_date: e.end_date ?? null,
      time_limit: typeof e.time_limit === 'number' ? e.time_limit : null,
      status: statusOf(e.status),
      ranked_user: e.ranked_user === true,
    })),
    videos: (raw.videos ?? []).map((v) => ({
      id: String(v.id),
      description: v.description ?? '',
      url: v.url ?? null,
    })),
    certificate_available: raw.certificate_available === true,
    phases: (raw.phases ?? []).map((p) => ({
      phase: Number(p.phase),
      categories: Array.isArray(p.categories) ? p.categories.map(String) : [],
    })),
    answer_key_url:
      typeof raw.details?.answer_key_url === 'string' && raw.details.answer_key_url.trim()
        ? raw.details.answer_key_url.trim()
        : null,
  };
}

/** GET edition/{id}?include=exams,videos,phases,inscriptions (inscriptions are the current user's). */
export async function fetchStudentEdition(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<StudentEdition> {
  const doc = await api()
    .get(`edition/${encodeURIComponent(id)}`, {
      searchParams: toSearchParams({ include: STUDENT_EDITION_INCLUDE }),
      signal: options.signal,
    })
    .json<JsonApiDocument>();
  return studentEditionFromDocument(doc);
}
