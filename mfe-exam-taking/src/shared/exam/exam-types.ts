import type {
  ExamAttributes,
  ExamKind,
  ExamStatus,
  ParticipationAttributes,
  QuestionAttributes,
} from 'shared-contracts';

// The wire contract (shared-contracts' wire/exam-wire.ts) names these fields; the types below are the
// screens' view of them (ids as text, the edition's zone alongside).
export type { ExamKind, ExamStatus };

/** A question as participants see it (spec 3 §3; never the answer key while the exam runs). */
export type ExamQuestion = { id: string } & Pick<
  QuestionAttributes,
  'statement' | 'style' | 'status' | 'kind' | 'alternatives' | 'character_limit'
>;

/** An exam (phase) as GET exams/{id} returns it, questions in questions_order. */
export interface Exam extends Pick<
  ExamAttributes,
  | 'phase'
  | 'description'
  | 'kind'
  | 'start_date'
  | 'end_date'
  | 'time_limit'
  | 'survey_url'
  | 'status'
  | 'ranked_user'
  | 'questions_count'
> {
  id: string;
  /** The cover's address (the wire's cover_url.url). */
  cover_url: string | null;
  questions: ExamQuestion[];
  editionId: string | null;
  /** The edition's IANA zone, for dates. */
  timeZone: string | null;
}

/** The caller's attempt at an exam (exam contract). */
export interface Participation extends Pick<
  ParticipationAttributes,
  'started_at' | 'ends_at' | 'time_left' | 'finished_at' | 'status'
> {
  id: string;
  answers: ServerAnswer[];
}

/** An answer as the server's participation holds it. */
export interface ServerAnswer {
  question_id: string | number;
  user_answer?: string | null;
  user_answer_timer?: number | null;
  sequence?: number | null;
  saved_at?: string | null;
}
