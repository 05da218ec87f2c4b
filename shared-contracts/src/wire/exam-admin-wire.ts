import * as v from 'valibot';
import { ExamAttributesSchema, QuestionAttributesSchema } from './exam-wire';

/**
 * Exam authoring on the wire (spec 2 §3–§5, §7 "Exams" and "Questions"; issue 14), declared once for the
 * API (its serializers and edge schemas) and the edition-admin remote (its forms and readers).
 */

/** How a cancelled question scores, a setting per exam (default: it counts as correct for everyone). */
export const CANCELLED_QUESTION_POLICIES = ['credit_all', 'credit_answered', 'drop'] as const;
export type CancelledQuestionPolicy = (typeof CANCELLED_QUESTION_POLICIES)[number];
export const DEFAULT_CANCELLED_QUESTION_POLICY: CancelledQuestionPolicy = 'credit_all';

export const QUESTION_KINDS = ['multiple_choice', 'open_ended'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_STYLES = ['alphabetic', 'numeric'] as const;
export type QuestionStyle = (typeof QUESTION_STYLES)[number];
export const QUESTION_STATUSES = ['active', 'cancelled'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** Spec 2 §9. */
export const EXAM_PAGE_SIZE = 7;
export const COVER_MAX_BYTES = 200_000;
export const MIN_ALTERNATIVES = 1;
export const MAX_ALTERNATIVES = 10;
export const DEFAULT_EDUCATION_SUBJECT_ID = 20;
export const QUESTION_DRAWER_WIDTH = 900;
export const QUESTION_BODY_COLLAPSED_PX = 150;

/**
 * What staff may change on an exam now (spec 2 §4): `full` while upcoming; `limited` in progress (phase,
 * dates and time limit locked); `none` once expired. Questions are created, edited, deleted and reordered
 * only while `full`; cancelling, restoring and changing the correct alternative (PUT questions/{id}/status)
 * are allowed in every status.
 */
export const EXAM_EDIT_LEVELS = ['full', 'limited', 'none'] as const;
export type ExamEditLevel = (typeof EXAM_EDIT_LEVELS)[number];
export const examEditLevel = (status: 'upcoming' | 'in_progress' | 'expired'): ExamEditLevel =>
  status === 'upcoming' ? 'full' : status === 'in_progress' ? 'limited' : 'none';
/** The exam attributes locked while an exam is in progress. */
export const LOCKED_IN_PROGRESS = ['phase', 'start_date', 'end_date', 'time_limit'] as const;

/**
 * An exam as its staff read it (GET exams/{id} and GET exams?filter[edition_id] for admins and the
 * edition's coordinators): the participant attributes plus the authoring ones.
 */
export const StaffExamAttributesSchema = v.object({
  ...ExamAttributesSchema.entries,
  to_certificate: v.boolean(),
  cancelled_question_policy: v.picklist(CANCELLED_QUESTION_POLICIES),
  scores_already_imported: v.boolean(),
  total_participations: v.number(),
  total_rankeds: v.number(),
  edit_level: v.picklist(EXAM_EDIT_LEVELS),
});
export type StaffExamAttributes = v.InferOutput<typeof StaffExamAttributesSchema>;

/** An alternative as staff read and write it: `correct` is the answer key (one per question). */
export const StaffAlternativeSchema = v.object({
  /** Absent for a new alternative: the server gives it an id. */
  id: v.optional(v.string()),
  description: v.string(),
  correct: v.boolean(),
});
export type StaffAlternative = v.InferOutput<typeof StaffAlternativeSchema>;

/** A question as staff read it: always with its resolution, alternatives with `correct`. */
export const StaffQuestionAttributesSchema = v.object({
  ...QuestionAttributesSchema.entries,
  alternatives: v.array(v.object({ id: v.string(), description: v.string(), correct: v.boolean() })),
  resolution: v.object({ comment: v.nullable(v.string()), multiple_choice: v.array(v.string()) }),
  updated_at: v.nullable(v.string()),
});
export type StaffQuestionAttributes = v.InferOutput<typeof StaffQuestionAttributesSchema>;

/**
 * POST exams / PATCH exams/{id}: multipart with `data[type]` = exams, `data[id]` (PATCH),
 * `data[attributes]` (JSON of these), `data[relationships]` (JSON `{edition:{data:{type:'editions',id}}}`)
 * and an optional `cover` image file (≤ COVER_MAX_BYTES). A JSON:API JSON body
 * (`{data:{type:'exams',attributes,relationships}}`, no cover) is accepted too (the presential form).
 * `time_limit` is omitted when empty; dates are ISO 8601 instants. PATCH: an attribute left out keeps
 * its stored value (so a form may leave out the fields it disables), and null clears an optional one
 * (`time_limit: null` removes the limit). Errors point at `/data/attributes/<field>` (the cover:
 * `/data/attributes/cover`).
 */
export interface ExamWriteAttributes {
  phase: number;
  kind: 'online' | 'presential';
  start_date: string;
  end_date: string;
  minimal_score: number;
  description?: string | null;
  survey_url?: string | null;
  to_certificate?: boolean;
  /** Minutes; omitted when empty (POST); null clears it (PATCH). */
  time_limit?: number | null;
  cancelled_question_policy?: CancelledQuestionPolicy;
  /** PATCH only: true removes the cover. */
  remove_cover?: boolean;
}

/**
 * PUT exams/{id}: `{data:{type:'exams', id, attributes:{questions_order:[question ids]}}}`, a permutation
 * of the exam's question ids (while the exam is upcoming).
 */
export interface ExamOrderAttributes {
  questions_order: string[];
}

/**
 * POST questions / PATCH questions/{id}: `{data:{type:'questions', id?, attributes, relationships:
 * {exam:{data:{type:'exams',id}}}}}`. Multiple choice: 1–10 alternatives, exactly one `correct`;
 * open-ended: no alternatives, an optional character_limit. Statement and resolution comment are rich
 * text (sanitised by the server).
 */
export interface QuestionWriteAttributes {
  statement: string;
  kind: QuestionKind;
  style?: QuestionStyle;
  alternatives?: StaffAlternative[];
  resolution?: { comment?: string | null };
  education_subject_id?: number;
  character_limit?: number | null;
  weight?: number;
}

/**
 * PUT questions/{id}/status: `{data:{type:'questions', id, attributes:{status, resolution:{comment,
 * multiple_choice:[the correct alternative id]}}}}`. The comment is required. Answer: the question, with
 * `meta.rescore` = the rescoring job (a `jobs` resource) when the exam had answers, else null.
 */
export interface QuestionStatusAttributes {
  status: QuestionStatus;
  resolution: { comment: string; multiple_choice: string[] };
}

/** The exchange formats of questions (issue 14). */
export const QUESTION_FORMATS = ['json', 'qti', 'moodle'] as const;
export type QuestionFormat = (typeof QUESTION_FORMATS)[number];
/** The file each format downloads as. */
export const QUESTION_FORMAT_FILES: Record<QuestionFormat, string> = {
  json: 'questions.json',
  qti: 'questions-qti3.zip',
  moodle: 'questions-moodle.xml',
};

/**
 * POST exams/{id}/export: `{data:{type:'exams', id, attributes:{question_ids:[…], format?}}}` (format
 * json by default) → the file. No id: 422 "Nenhuma questao foi selecionada!".
 *
 * POST exams/{id}/import_questions: multipart `data[id]`, `data[type]` = exams, `file` (JSON, a QTI 3.0
 * zip or Moodle XML, told apart by content) and `preview` = 'true' for a dry run. A dry run answers
 * `meta.preview` (ImportPreview) and stores nothing; otherwise the questions are created (all or none)
 * and the answer is the exam with its questions, with `meta.imported` = how many.
 */
export interface ImportPreviewItem {
  kind: QuestionKind;
  /** Sanitised statement, as it will be stored. */
  statement: string;
  alternatives: { description: string; correct: boolean }[];
  /** Where it came from in the file (an item identifier, a question name or an index). */
  source: string;
}
export interface ImportSkippedItem {
  source: string;
  /** Why it cannot be mapped, in the caller's language. */
  reason: string;
}
export interface ImportPreview {
  format: QuestionFormat;
  items: ImportPreviewItem[];
  skipped: ImportSkippedItem[];
}

/**
 * POST exams/{id}/import_scores: multipart `csv_file` (.csv: two columns, the participant's e-mail and
 * the score; an optional header; comma or semicolon; decimal comma or point) and `preview` = 'true' for
 * a dry run. A dry run answers `meta.scores` (ScoresPreview). Otherwise, with any error: 422 listing
 * them and nothing stored; with none: the scores are stored (`meta.imported`, message "Notas importadas.").
 * Presential exams in any status; online exams once expired.
 */
export interface ScoresPreviewRow {
  line: number;
  email: string;
  name: string | null;
  score: number | null;
}
export interface ScoresPreviewError {
  line: number;
  message: string;
}
export interface ScoresPreview {
  rows: ScoresPreviewRow[];
  errors: ScoresPreviewError[];
}

/** GET exams/{id}/rescore: the exam's latest rescoring job (a `jobs` resource) or null. */
export const RESCORE_JOB_KIND = 'exams.rescore';
