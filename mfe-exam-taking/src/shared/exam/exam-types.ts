export type ExamStatus = 'upcoming' | 'in_progress' | 'expired';
export type ExamKind = 'online' | 'presential';

/** A question as participants see it (spec 3 §3; never the answer key while the exam runs). */
export interface ExamQuestion {
  id: string;
  statement: string;
  style: 'alphabetic' | 'numeric';
  status: 'active' | 'cancelled';
  kind: 'multiple_choice' | 'open_ended';
  alternatives: { id: string; description: string }[];
  character_limit: number | null;
}

/** An exam (phase) as GET exams/{id} returns it, questions in questions_order. */
export interface Exam {
  id: string;
  phase: number;
  description: string | null;
  kind: ExamKind;
  start_date: string | null;
  end_date: string | null;
  /** Minutes, or null without a limit. */
  time_limit: number | null;
  survey_url: string | null;
  cover_url: string | null;
  status: ExamStatus;
  /** Whether the user may take it (spec 3 §4: only ranked users enter an ongoing exam). */
  ranked_user: boolean;
  questions_count: number;
  questions: ExamQuestion[];
  editionId: string | null;
  /** The edition's IANA zone, for dates. */
  timeZone: string | null;
}

/** The caller's attempt at an exam (exam contract). */
export interface Participation {
  id: string;
  started_at: string | null;
  ends_at: string | null;
  /** Seconds left on the server clock (0 once finished), null without a limit. */
  time_left: number | null;
  finished_at: string | null;
  status: 'in_progress' | 'finished';
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
