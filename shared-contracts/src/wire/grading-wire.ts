import * as v from 'valibot';

/**
 * Grading and results on the wire (spec 2 "Participants list", "Generate results", "Reports", §7
 * "Participations and scoring", "Results and reports", §8; spec 3 §2.12–2.15, §4 "Admin grading", §5;
 * issue 15), declared once for the API (serializers and edge schemas) and the grading-results remote.
 *
 * Calls (all under /api; staff = an admin or a coordinator of the exam's edition; admin = admins only):
 * - GET participations?filter[exam_id]&filter[search]&include=user&sort=user.name&page[...]  (staff) —
 *   each row also has `correction_status` and its user `email` (see StaffParticipationRowSchema).
 * - GET participation/{id}                                   (staff; the participant for their own)
 * - GET participations/{id}/correction                        (staff) → CorrectionSheetSchema
 * - PUT score  { id, answer: { question_id, open_ended_score, open_ended_comment } }   (staff) → the
 *   participation; 422 'Prova em Andamento' before the exam expires; the score from 0 to the weight.
 *   With double marking the caller's assigned round is written (blind); the final score follows the rule.
 * - PUT project_score { id, result_score }  (staff; step 0.1; 422 once ranking_available_at is set)
 * - GET exams/{id}/correction_assignments                     (staff) → CorrectionAssignmentSchema
 * - PUT exams/{id}/correction_assignments { double_marking, marking_threshold, corrector_ids }  (staff)
 * - GET exams/{id}/my_corrections                             (staff) → the caller's queue
 * - GET editions/{id}/results                                 (admin) → ResultsPhaseSchema[] (one per exam)
 * - PUT generate-results { id }          (admin) → 202 job 'results.answer_key'  "O resultado será gerado!"
 * - PUT classifieds-participation { id } (admin) → 202 job 'results.classification'
 * - PUT positions-participation { id }   (admin) → 202 job 'results.ranking' (provisional)
 * - PUT exams/{id}/ranking_publication { available_at: ISO instant | null }  (admin) → publishes the final
 *   ranking (sets ranking_available_at; null withdraws it)
 * - POST exams/{id}/ranking_report | results_report | participation_files_report | participations_report
 *   { format?: 'csv' | 'xlsx' } (staff; ranking/results admin) → 202 job 'reports.*'
 * - POST editions/{id}/inscriptions_report { school_unit_id?, format? } (admin) → 202 job
 * - GET report_jobs?filter[edition_id]  (staff) → the caller's report jobs (ReportJobSchema), newest first
 * - GET report_files/{token}  (anyone holding the signed, expiring token) → the report's file
 */

export const CORRECTION_STATUSES = ['corrected', 'pending'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** Spec 2 §9 / spec 3 §9. */
export const PARTICIPANTS_PAGE_SIZE = 7;
export const PROJECT_SCORE_STEP = 0.1;
export const IMPORT_RELOAD_DELAY_MS = 1500;

export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_KINDS = [
  'ranking',
  'results',
  'inscriptions',
  'participation_files',
  'participations',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const RESULT_JOB_KINDS = ['results.answer_key', 'results.classification', 'results.ranking'] as const;
export type ResultJobKind = (typeof RESULT_JOB_KINDS)[number];

export const RANKING_TIE_BREAKS = ['none', 'duration'] as const;
export type RankingTieBreak = (typeof RANKING_TIE_BREAKS)[number];

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** A job as screens show it (the API's jobResource attributes). */
export const JobAttributesSchema = v.object({
  kind: v.string(),
  status: v.picklist(JOB_STATUSES),
  progress_done: v.number(),
  progress_total: v.nullable(v.number()),
  attempts: v.number(),
  last_error: v.nullable(v.string()),
  result: v.nullable(v.record(v.string(), v.unknown())),
  created_at: v.string(),
  finished_at: v.nullable(v.string()),
});
export type JobAttributes = v.InferOutput<typeof JobAttributesSchema>;

/** One row of the staff participants list: the participation attributes plus these. */
export const StaffParticipationRowSchema = v.object({
  /** 'pending' when an open-ended answer lacks a final score (file phases: when result_score is null). */
  correction_status: v.picklist(CORRECTION_STATUSES),
  /** The participation's score (null: 'Não atribuída'); file phases: result_score. */
  score: v.nullable(v.number()),
  finished_at: v.nullable(v.string()),
});

/** PUT score (spec 2 §7). */
export const ScoreBodySchema = v.object({
  id: v.union([v.string(), v.number()]),
  answer: v.object({
    question_id: v.union([v.string(), v.number()]),
    open_ended_score: v.pipe(v.number(), v.minValue(0)),
    open_ended_comment: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(10_000)))),
  }),
});
export type ScoreBody = v.InferOutput<typeof ScoreBodySchema>;

/** PUT project_score (spec 2 §7). */
export const ProjectScoreBodySchema = v.object({
  id: v.union([v.string(), v.number()]),
  result_score: v.nullable(v.pipe(v.number(), v.minValue(0))),
});

/** One open-ended answer on the correction screen (GET participations/{id}/correction). */
export const CorrectionItemSchema = v.object({
  question_id: v.string(),
  /** 1-based position of the question in the exam. */
  number: v.number(),
  statement: v.string(),
  weight: v.number(),
  /** The expected answer (resolution comment, HTML). */
  resolution: v.nullable(v.string()),
  /** The participant's answer (HTML or text; null: left blank). */
  answer: v.nullable(v.string()),
  /** Which mark the caller gives: 'final' (single marking, or an admin deciding), 1 or 2 (blind), 3 (third decision). */
  round: v.union([v.literal('final'), v.literal(1), v.literal(2), v.literal(3)]),
  /** The caller's score and comment for that round (null: not yet). */
  score: v.nullable(v.number()),
  comment: v.nullable(v.string()),
  /** Only for a third decision: the two blind marks. Never present for rounds 1 and 2. */
  marks: v.optional(v.array(v.object({ round: v.number(), score: v.nullable(v.number()) }))),
});
export type CorrectionItem = v.InferOutput<typeof CorrectionItemSchema>;

export const CorrectionSheetSchema = v.object({
  participation_id: v.string(),
  user: v.object({ id: v.string(), name: v.nullable(v.string()) }),
  exam: v.object({
    id: v.string(),
    status: v.picklist(['upcoming', 'in_progress', 'expired']),
    double_marking: v.boolean(),
  }),
  /** Empty: 'Nenhuma questão a ser corrigida'. */
  items: v.array(CorrectionItemSchema),
});
export type CorrectionSheet = v.InferOutput<typeof CorrectionSheetSchema>;

export const CorrectionAssignmentBodySchema = v.object({
  double_marking: v.boolean(),
  marking_threshold: v.pipe(v.number(), v.minValue(0)),
  /** The correctors the answers are split among (admins or coordinators of the edition); ≥ 2 for double marking. */
  corrector_ids: v.array(v.union([v.string(), v.number()])),
});

export const CorrectionAssignmentSchema = v.object({
  double_marking: v.boolean(),
  marking_threshold: v.number(),
  /** Everyone who may be given answers to mark. */
  candidates: v.array(v.object({ id: v.string(), name: v.nullable(v.string()), email: v.string() })),
  correctors: v.array(
    v.object({ id: v.string(), name: v.nullable(v.string()), assigned: v.number(), done: v.number() }),
  ),
  /** Open-ended answers to mark, answers with no corrector, third decisions waiting. */
  total_answers: v.number(),
  unassigned: v.number(),
  third_decisions_pending: v.number(),
});
export type CorrectionAssignment = v.InferOutput<typeof CorrectionAssignmentSchema>;

/** GET exams/{id}/my_corrections: one entry per participation with marks for the caller. */
export const MyCorrectionSchema = v.object({
  participation_id: v.string(),
  user_id: v.string(),
  user_name: v.nullable(v.string()),
  assigned: v.number(),
  done: v.number(),
});

/** One phase (exam) of GET editions/{id}/results. */
export const ResultsPhaseSchema = v.object({
  id: v.string(),
  phase: v.number(),
  description: v.nullable(v.string()),
  kind: v.picklist(['online', 'presential']),
  status: v.picklist(['upcoming', 'in_progress', 'expired']),
  /** A file (project) phase: pre_project, in_group or final_project. */
  file_phase: v.boolean(),
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  result_available_at: v.nullable(v.string()),
  classification_available_at: v.nullable(v.string()),
  ranking_computed_at: v.nullable(v.string()),
  ranking_available_at: v.nullable(v.string()),
  total_participations: v.number(),
  total_rankeds: v.number(),
  /** The latest job of each kind for the exam (absent: never run). */
  jobs: v.record(v.string(), v.nullable(JobAttributesSchema)),
});
export type ResultsPhase = v.InferOutput<typeof ResultsPhaseSchema>;

export const ReportBodySchema = v.object({ format: v.optional(v.picklist(REPORT_FORMATS)) });
export const InscriptionsReportBodySchema = v.object({
  format: v.optional(v.picklist(REPORT_FORMATS)),
  school_unit_id: v.optional(v.union([v.string(), v.number()])),
});

/** A report job as the screens list it: its job attributes plus what it produced. */
export const ReportJobSchema = v.object({
  ...JobAttributesSchema.entries,
  report: v.picklist(REPORT_KINDS),
  exam_id: v.nullable(v.string()),
  /** Once done: the file's name and a signed, expiring download URL (also in the mail). */
  filename: v.nullable(v.string()),
  download_url: v.nullable(v.string()),
});
export type ReportJob = v.InferOutput<typeof ReportJobSchema>;
