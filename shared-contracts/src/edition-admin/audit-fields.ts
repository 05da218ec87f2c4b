/**
 * Every field the audit log can record as {field: [before, after]} (the API's recordAudit takes only these
 * names: a new field is added here first), with the kind of value it holds, so the edition's log of
 * changes shows each one as the screens do: its form label, dates in the edition's zone, enumerated values
 * by their labels, lists and objects by their names.
 */
export const AUDIT_FIELDS = {
  // Editions (the form's fields, as editions/snapshot.ts records them), and their deletion.
  description: 'text',
  start_registration: 'date',
  end_registration: 'date',
  results_due: 'date',
  time_zone: 'text',
  country_ids: 'countries',
  coordinators_emails: 'text',
  phases: 'phases',
  achievements: 'achievements',
  videos: 'videos',
  logo: 'file',
  certificate_template: 'file',
  achievement_templates: 'templates',
  deleted: 'boolean',
  // Coordinators (outside any edition) and certificate generation.
  coordinator: 'boolean',
  account: 'text',
  certificate_job: 'job',
  // Notifications.
  destination: 'notificationDestination',
  group: 'notificationGroup',
  // Exams: the form's fields, the score import, the order and import of questions, the results.
  phase: 'phase',
  kind: 'kind',
  start_date: 'date',
  end_date: 'date',
  minimal_score: 'number',
  survey_url: 'text',
  to_certificate: 'boolean',
  time_limit: 'number',
  cancelled_question_policy: 'cancelledQuestionPolicy',
  cover_url: 'file',
  scores_imported_at: 'date',
  imported: 'imported',
  questions_order: 'ids',
  job: 'job',
  ranking_available_at: 'date',
  // School requests (review and edit).
  status: 'status',
  school: 'text',
  name: 'text',
  inep_code: 'text',
  address_state_id: 'id',
  address_city_id: 'id',
  // …and by name (the log shows these instead of the codes).
  address_state: 'text',
  address_city: 'text',
  administration_type: 'administrationType',
  edition_id: 'id',
  // Grading.
  result_score: 'number',
  double_marking: 'boolean',
  marking_threshold: 'number',
  corrector_ids: 'correctors',
  assigned_rows: 'number',
  // Questions.
  statement: 'richText',
  style: 'questionStyle',
  alternatives: 'alternatives',
  resolution: 'resolution',
  education_subject_id: 'text',
  character_limit: 'number',
  weight: 'number',
  updated_by: 'id',
  'resolution.comment': 'richText',
  'resolution.multiple_choice': 'text',
} as const;

export type AuditFixedField = keyof typeof AUDIT_FIELDS;
export type AuditValueKind = (typeof AUDIT_FIELDS)[AuditFixedField];

/** An achievement's template (`achievement_templates.2`), a mark (`question_7.round_1`, `question_7.round_final`). */
export type AuditNumberedField = `achievement_templates.${number}` | `question_${number}.round_${string}`;
export type AuditField = AuditFixedField | AuditNumberedField;

/** The numbered fields' patterns, with the kind of their values. */
export const AUDIT_NUMBERED_FIELDS = [
  { pattern: /^achievement_templates\.(\d+)$/, kind: 'file' },
  { pattern: /^question_(\d+)\.round_(\d+|final)$/, kind: 'number' },
] as const satisfies readonly { pattern: RegExp; kind: AuditValueKind }[];

/** What the audit log records of a write: {field: [before, after]}, fields named as above. */
export type AuditChanges = Partial<Record<AuditField, [unknown, unknown]>>;
