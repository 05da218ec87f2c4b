import * as v from 'valibot';

/**
 * The exams, questions and participations resources on the wire, declared once: the API serialises them
 * with these attribute names (and a contract test parses its answers with these schemas), the clients
 * read them with these types. Instants are ISO 8601 text on the wire.
 */
export const EXAM_STATUSES = ['upcoming', 'in_progress', 'expired'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];
export const EXAM_KINDS = ['online', 'presential'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];

type Instant = Date | string | null | undefined;
const time = (at: Instant): number | null => (at == null ? null : new Date(at).getTime());

/** An exam's status at `now` (spec 2 §4): upcoming before its start, expired after its end. */
export function examStatusAt(
  exam: { start_date: Instant; end_date: Instant },
  now: Date = new Date(),
): ExamStatus {
  const start = time(exam.start_date);
  const end = time(exam.end_date);
  if (start !== null && now.getTime() < start) return 'upcoming';
  if (end !== null && now.getTime() > end) return 'expired';
  return 'in_progress';
}

const instant = v.nullable(v.string());
const id = v.string();

/** An exam as an edition lists it (`include=exams`). */
export const ExamSummaryAttributesSchema = v.object({
  phase: v.number(),
  description: v.nullable(v.string()),
  kind: v.picklist(EXAM_KINDS),
  start_date: instant,
  end_date: instant,
  /** Minutes, or null without a limit. */
  time_limit: v.nullable(v.number()),
  minimal_score: v.nullable(v.number()),
  status: v.picklist(EXAM_STATUSES),
  /** Whether the caller may take it (only ranked users enter an ongoing exam); only for a signed-in reader. */
  ranked_user: v.optional(v.boolean()),
});

export type ExamSummaryAttributes = v.InferOutput<typeof ExamSummaryAttributesSchema>;

/** An exam as GET exams/{id} returns it. */
export const ExamAttributesSchema = v.object({
  ...ExamSummaryAttributesSchema.entries,
  survey_url: v.nullable(v.string()),
  cover_url: v.object({ url: v.nullable(v.string()) }),
  questions_order: v.array(id),
  questions_count: v.number(),
  result_available_at: instant,
  classification_available_at: instant,
  ranking_available_at: instant,
  ranked_user: v.boolean(),
});
export type ExamAttributes = v.InferOutput<typeof ExamAttributesSchema>;
export const EXAM_ATTRIBUTE_NAMES = Object.keys(ExamAttributesSchema.entries) as (keyof ExamAttributes)[];

/** A question as participants see it: never the answer key (`resolution`) before the exam expires. */
export const QuestionAttributesSchema = v.object({
  position: v.nullable(v.number()),
  statement: v.string(),
  style: v.picklist(['alphabetic', 'numeric']),
  status: v.picklist(['active', 'cancelled']),
  kind: v.picklist(['multiple_choice', 'open_ended']),
  alternatives: v.array(v.object({ id, description: v.string() })),
  education_subject_id: v.nullable(v.number()),
  character_limit: v.nullable(v.number()),
  weight: v.nullable(v.number()),
  resolution: v.optional(v.object({ comment: v.nullable(v.string()), multiple_choice: v.array(id) })),
});
export type QuestionAttributes = v.InferOutput<typeof QuestionAttributesSchema>;
export const QUESTION_ATTRIBUTE_NAMES = Object.keys(
  QuestionAttributesSchema.entries,
) as (keyof QuestionAttributes)[];

/** An answer as a participation holds it; the grader's score and comment only once results are visible. */
export const ServerAnswerSchema = v.object({
  question_id: id,
  user_answer: v.nullable(v.string()),
  user_answer_timer: v.nullable(v.number()),
  sequence: v.nullable(v.number()),
  saved_at: instant,
  open_ended_score: v.optional(v.nullable(v.number())),
  open_ended_comment: v.optional(v.nullable(v.string())),
});

/** The caller's attempt at an exam. */
export const ParticipationAttributesSchema = v.object({
  started_at: instant,
  ends_at: instant,
  /** Seconds left on the server clock (0 once finished), null without a limit. */
  time_left: v.nullable(v.number()),
  finished_at: instant,
  status: v.picklist(['in_progress', 'finished']),
  score: v.nullable(v.number()),
  answers: v.array(ServerAnswerSchema),
});
export type ParticipationAttributes = v.InferOutput<typeof ParticipationAttributesSchema>;
export const PARTICIPATION_ATTRIBUTE_NAMES = Object.keys(
  ParticipationAttributesSchema.entries,
) as (keyof ParticipationAttributes)[];
