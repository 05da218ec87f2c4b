import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Instants are stored as timestamptz; both drivers return Date, we accept Date or ISO strings on write. */
type Instant = ColumnType<Date, Date | string, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T extends object | null> = JSONColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

export type Role = 'admin' | 'coordinator' | 'student' | 'educator';

export interface ProjectsTable {
  id: number;
  name: string;
  slug: string;
}

export interface UsersTable {
  id: Generated<number>;
  name: string | null;
  fractal_id: string | null;
  email: string | null;
  username: string | null;
  provider: string | null;
  taxpayer_number: string | null;
  phone: string | null;
  /** `date` column, returned as 'YYYY-MM-DD'. */
  birthday: string | null;
  gender: string | null;
  additional_data: JsonDefault<Record<string, unknown>>;
  /** The student turned off non-essential e-mail (notifications of category 'general'). */
  email_opt_out: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProfilesTable {
  id: Generated<number>;
  user_id: number;
  role: Role;
  edition_id: number | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  client: string;
  token_hash: string;
  expires_at: Instant;
  created_at: CreatedAt;
}

export interface LocalAccountsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  user_id: number | null;
  created_at: CreatedAt;
}

export interface OidcKeysTable {
  id: Generated<number>;
  kid: string;
  jwk: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  consumed_at: Date | null;
  expires_at: Date | null;
}

export interface CountriesTable {
  id: Generated<number>;
  name: string;
  locale: string | null;
  address_country_id: number | null;
}

export interface TimeZonesTable {
  id: Generated<number>;
  name: string;
  offset: string | null;
  country_id: number | null;
}

export interface EditionsTable {
  id: Generated<number>;
  project_id: number;
  description: string;
  year: number | null;
  start_registration: NullableInstant;
  end_registration: NullableInstant;
  results_due: NullableInstant;
  start_date: NullableInstant;
  certificate_available: ColumnType<boolean, boolean | undefined, boolean>;
  certificate_available_at: NullableInstant;
  certificate_template_url: string | null;
  logo_url: string | null;
  time_zone: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  details: JsonDefault<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Set by DELETE editions/{id}: the edition is gone from every read (its exams and certificates stay). */
  deleted_at: NullableInstant;
  /** The documented ranking tie-break (issue 15): 'none' (ties share, 1-1-3) or 'duration' (shorter attempt first). */
  ranking_tie_break: ColumnType<RankingTieBreak, RankingTieBreak | undefined, RankingTieBreak>;
}

export type RankingTieBreak = 'none' | 'duration';

export interface EditionCoordinatorsTable {
  edition_id: number;
  user_id: number;
}

export interface EditionCountriesTable {
  edition_id: number;
  country_id: number;
}

export interface PhasesTable {
  id: Generated<number>;
  edition_id: number;
  phase: number;
  categories: JsonDefault<string[]>;
  additional_data: JsonDefault<Record<string, unknown>>;
}

export interface ExamsTable {
  id: Generated<number>;
  edition_id: number;
  phase: number;
  description: string | null;
  kind: 'online' | 'presential';
  start_date: NullableInstant;
  end_date: NullableInstant;
  /** Minutes. */
  time_limit: number | null;
  minimal_score: number | null;
  survey_url: ColumnType<string | null, string | null | undefined, string | null>;
  cover_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** Question ids in presentation order (empty: by position). */
  questions_order: JsonDefault<number[]>;
  result_available_at: NullableInstant;
  classification_available_at: NullableInstant;
  ranking_available_at: NullableInstant;
  /** Whether the exam counts for the edition's certificates. */
  to_certificate: ColumnType<boolean, boolean | undefined, boolean>;
  /** How a cancelled question scores (issue 14): see shared-contracts' CANCELLED_QUESTION_POLICIES. */
  cancelled_question_policy: ColumnType<
    CancelledQuestionPolicy,
    CancelledQuestionPolicy | undefined,
    CancelledQuestionPolicy
  >;
  /** When a presential exam's scores were last imported (null: never). */
  scores_imported_at: NullableInstant;
  /** Blind double marking of open-ended answers (issue 15). */
  double_marking: ColumnType<boolean, boolean | undefined, boolean>;
  /** Two blind marks further apart than this go to a third decision. */
  marking_threshold: ColumnType<number, number | undefined, number>;
  /** When the (provisional) ranking was last computed; ranking_available_at publishes it. */
  ranking_computed_at: NullableInstant;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type CancelledQuestionPolicy = 'credit_all' | 'credit_answered' | 'drop';

export interface Alternative {
  id: string;
  description: string;
}

/** The answer key: the correct alternative ids (the first is the right choice) and a comment. */
export interface Resolution {
  comment?: string | null;
  multiple_choice?: string[];
}

export type QuestionKind = 'multiple_choice' | 'open_ended';

export interface QuestionsTable {
  id: Generated<number>;
  exam_id: number;
  position: ColumnType<number, number | undefined, number>;
  statement: ColumnType<string, string | undefined, string>;
  style: ColumnType<'alphabetic' | 'numeric', 'alphabetic' | 'numeric' | undefined, 'alphabetic' | 'numeric'>;
  status: ColumnType<'active' | 'cancelled', 'active' | 'cancelled' | undefined, 'active' | 'cancelled'>;
  kind: QuestionKind;
  alternatives: JsonDefault<Alternative[]>;
  resolution: JsonDefault<Resolution>;
  education_subject_id: ColumnType<number, number | undefined, number>;
  character_limit: number | null;
  weight: ColumnType<number, number | undefined, number>;
  /** Who last changed the question (the audit log keeps the history). */
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ParticipationsTable {
  id: Generated<number>;
  user_id: number;
  exam_id: number;
  started_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** min(started_at + time_limit + special time, the exam's end_date), fixed at start. */
  ends_at: Instant;
  finished_at: NullableInstant;
  score: number | null;
  /** The score a file (project) phase's staff give (PUT project_score); null: not given. */
  result_score: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AnswersTable {
  participation_id: number;
  question_id: number;
  user_answer: string | null;
  /** Seconds spent on the question. */
  user_answer_timer: ColumnType<number, number | undefined, number>;
  /** The client's change counter; a save only overwrites a lower one. */
  sequence: ColumnType<number, number | undefined, number>;
  answered_at: NullableInstant;
  saved_at: NullableInstant;
  open_ended_score: number | null;
  open_ended_comment: string | null;
}

export interface RatingsTable {
  id: Generated<number>;
  exam_id: number;
  user_id: number;
  category: string | null;
  is_ranked: ColumnType<boolean, boolean | undefined, boolean>;
  category_position: number | null;
  score: number | null;
  /** The school and state of the participant's inscription, and the positions within them (per category). */
  school_unit_id: ColumnType<number | null, number | null | undefined, number | null>;
  address_state_id: ColumnType<number | null, number | null | undefined, number | null>;
  school_position: ColumnType<number | null, number | null | undefined, number | null>;
  state_position: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One mark of an open-ended answer: rounds 1 and 2 are the blind marks, 3 the third decision. */
export interface CorrectionsTable {
  id: Generated<number>;
  participation_id: number;
  question_id: number;
  round: 1 | 2 | 3;
  corrector_id: number | null;
  score: number | null;
  comment: string | null;
  scored_at: NullableInstant;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface InscriptionsTable {
  id: Generated<number>;
  edition_id: number;
  user_id: number;
  category: string;
  registrable_type: string;
  source: ColumnType<string, string | undefined, string>;
  address_state_id: number | null;
  address_city_id: number | null;
  /** The address country chosen among the edition's (address_country_id); null when not sent. */
  address_country_id: number | null;
  school_unit_id: number | null;
  education_grade_id: number | null;
  teachers_data: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** sha256 of the enrollment-confirmation token (the token itself is only mailed). */
  confirmation_token_hash: string | null;
  confirmed_at: NullableInstant;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface VideosTable {
  id: Generated<number>;
  edition_id: number;
  description: string | null;
  url: string;
}

/** Brazilian states; id is the IBGE state code (35 = SP). */
export interface StatesTable {
  id: number;
  name: string;
  uf: string;
  country_id: number;
  /** Name lowercased and accent-stripped (searchKey). */
  search_name: string;
}

/** Municipalities; id is the 7-digit IBGE code (3550308 = São Paulo). */
export interface CitiesTable {
  id: number;
  name: string;
  state_id: number;
  search_name: string;
}

export interface SegmentsTable {
  id: Generated<number>;
  name: string;
  project_slug: string;
}

export interface GradesTable {
  id: Generated<number>;
  name: string;
  /** Null for grades outside any segment (homeschooling, id 19). */
  segment_id: number | null;
  position: ColumnType<number, number | undefined, number>;
}

export type AdministrationType = 'municipal' | 'state' | 'federal' | 'particular';

export interface SchoolUnitsTable {
  id: Generated<number>;
  inep_code: string;
  name: string;
  search_name: string;
  city_id: number | null;
  state_id: number | null;
  administration_type: AdministrationType;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  reply_to: string | null;
  created_at: CreatedAt;
  sent_at: NullableInstant;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Files sent with the mail (stored in the private file store). */
  attachments: JsonDefault<MailAttachment[]>;
  /** The notification this mail delivers to one recipient (null: a transactional mail). */
  notification_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The sanitised HTML part (null: text only). */
  body_html: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when the last try failed: the mail stops as failed, with last_error as the reason. */
  failed_at: NullableInstant;
}

export interface MailAttachment {
  filename: string;
  content_type: string;
  /** The file's key in the private store. */
  key: string;
  size: number;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  message: string;
  created_at: CreatedAt;
}

export type UnitRequestStatus = 'pending' | 'accepted' | 'rejected';

export interface UnitRequestsTable {
  id: Generated<number>;
  name: string;
  inep_code: ColumnType<string, string | undefined, string>;
  address_state_id: number;
  address_city_id: number;
  administration_type: AdministrationType;
  edition_id: number | null;
  requested_by: number;
  status: ColumnType<UnitRequestStatus, UnitRequestStatus | undefined, UnitRequestStatus>;
  created_at: CreatedAt;
  /** The reviewer's description of the approval or rejection. */
  review_description: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
  reviewed_at: NullableInstant;
  /** The school an accepted request became. */
  school_unit_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TeacherRecommendationsTable {
  id: Generated<number>;
  participation_id: number;
  teacher_name: ColumnType<string, string | undefined, string>;
  teacher_email: ColumnType<string, string | undefined, string>;
  /** Where the recommendation came from ('web'). */
  source: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type Medal = 'gold' | 'silver' | 'bronze' | 'honorable_mention';

export interface ParticipationAwardsTable {
  id: Generated<number>;
  user_id: number;
  edition_id: number | null;
  participation_id: number | null;
  medal: Medal | null;
  description: string;
  /** The voucher code the award gives (redeemed as the tutorial explains). */
  voucher: string | null;
  visualized: ColumnType<boolean, boolean | undefined, boolean>;
  visualized_at: NullableInstant;
  created_at: CreatedAt;
}

export interface TeamsTable {
  id: Generated<number>;
  name: string;
  exam_id: number;
  edition_id: number;
  source: ColumnType<string, string | undefined, string>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type MembershipRole = 'member' | 'teacher' | 'leader';

export interface MembershipsTable {
  id: Generated<number>;
  team_id: number;
  /** The listed user (found by the participant search); null for an external person. */
  user_id: number | null;
  role: MembershipRole;
  name: string;
  email: string | null;
  /** Digits only. */
  phone: string | null;
  /** `date` column, returned as 'YYYY-MM-DD'. */
  birthdate: string | null;
  /** Digits only. */
  cpf: string | null;
  legal_guardian_name: string | null;
  legal_guardian_email: string | null;
  degree_of_kinship: string | null;
  address_state_id: number | null;
  address_city_id: number | null;
  school_unit_id: number | null;
  education_grade_id: number | null;
  external: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type ProjectCategory = 'pre_project' | 'in_group' | 'final_project';

/** One stored file of a participation_files row (bytes in the private file store under `key`). */
export interface StoredFile {
  key: string;
  name: string;
  content_type: string;
  size: number;
}

export interface ParticipationFilesTable {
  id: Generated<number>;
  participation_id: number;
  /** The team the upload belongs to (null for pre_project). */
  team_id: number | null;
  category: ProjectCategory;
  files: JsonDefault<StoredFile[]>;
  video_urls: JsonDefault<string[]>;
  uploaded_by: number | null;
  created_at: CreatedAt;
}

/** An identity-provider id_token already exchanged at sign-in (kept until the token expires). */
export interface UsedIdTokensTable {
  /** SHA-256 of the issuer and jti, or of the whole token when it has no jti. */
  key: string;
  expires_at: Instant;
}

/** Consecutive failed passwords of one e-mail on the built-in provider's login form. */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** A durable background job (src/jobs). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** Idempotency key: one queued or running job per kind and key. */
  key: string;
  edition_id: number | null;
  payload: JsonDefault<Record<string, unknown>>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_after: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: NullableInstant;
  progress_done: ColumnType<number, number | undefined, number>;
  progress_total: number | null;
  last_error: string | null;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  finished_at: NullableInstant;
}

/** An edition's certificate template (achievement_level null) or an achievement's (src/features/certificates). */
export interface CertificateTemplatesTable {
  id: Generated<number>;
  edition_id: number;
  achievement_level: number | null;
  file_name: string;
  /** The sanitised template (HTML with placeholders). */
  source: string;
  created_at: CreatedAt;
}

/** A generated certificate: the holder's PDF (private store key) and its public verification code. */
export interface CertificatesTable {
  id: Generated<number>;
  edition_id: number;
  user_id: number;
  code: string;
  name: string;
  achievement: string | null;
  score: number | null;
  file_key: string;
  job_id: number | null;
  generated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LoginThrottlesTable {
  /** SHA-256 of the trimmed, lower-cased e-mail (known or not). */
  key: string;
  failures: Generated<number>;
  locked_until: NullableInstant;
  updated_at: Generated<Date>;
}

/** One admin or coordinator write (src/audit): changes = {field: [before, after]}. */
export interface AuditLogTable {
  id: Generated<number>;
  edition_id: number | null;
  actor_id: number | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  changes: JsonDefault<Record<string, [unknown, unknown]>>;
  created_at: CreatedAt;
}

/** A single-use link to choose a password on the built-in provider (sha256 of the token). */
export interface PasswordTokensTable {
  id: Generated<number>;
  local_account_id: number;
  token_hash: string;
  expires_at: Instant;
  used_at: NullableInstant;
  created_at: CreatedAt;
}

export type NotificationDestination = 'email' | 'push';
export type NotificationGroup =
  'students' | 'ranked_participants' | 'participants' | 'pending_participations';
export type NotificationCategory = 'general' | 'essential';
export type PushStatus = 'pending' | 'delivered' | 'failed' | 'none';

/** One send of an e-mail or app notification to a group of an edition (issue 16). */
export interface NotificationsTable {
  id: Generated<number>;
  edition_id: number;
  exam_id: number | null;
  destination: NotificationDestination;
  group: NotificationGroup;
  category: ColumnType<NotificationCategory, NotificationCategory | undefined, NotificationCategory>;
  subject: string | null;
  message: string;
  /** Extra addresses typed by the admin (e-mail only), lowercased. */
  single_emails: ColumnType<string[], string[] | undefined, string[]>;
  idempotency_key: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  /** When the group was resolved into recipients (null: not yet). */
  resolved_at: NullableInstant;
  recipients_total: number | null;
}

/** An app notification to one student: the in-app inbox entry and its push delivery. */
export interface UserNotificationsTable {
  id: Generated<number>;
  notification_id: number;
  user_id: number;
  created_at: CreatedAt;
  read_at: NullableInstant;
  push_status: ColumnType<PushStatus, PushStatus | undefined, PushStatus>;
  push_attempts: ColumnType<number, number | undefined, number>;
  push_next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  push_error: string | null;
}

/** One device a student opted in to push from (Web Push). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: CreatedAt;
  last_success_at: NullableInstant;
  failures: ColumnType<number, number | undefined, number>;
}

/** A key the server made itself and keeps (e.g. 'vapid': { publicKey, privateKey }). */
export interface ServerKeysTable {
  name: string;
  value: ColumnType<Record<string, unknown>, string, string>;
  created_at: CreatedAt;
}

export interface Database {
  projects: ProjectsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  local_accounts: LocalAccountsTable;
  oidc_keys: OidcKeysTable;
  oidc_payloads: OidcPayloadsTable;
  countries: CountriesTable;
  time_zones: TimeZonesTable;
  editions: EditionsTable;
  edition_coordinators: EditionCoordinatorsTable;
  edition_countries: EditionCountriesTable;
  phases: PhasesTable;
  exams: ExamsTable;
  inscriptions: InscriptionsTable;
  videos: VideosTable;
  states: StatesTable;
  cities: CitiesTable;
  segments: SegmentsTable;
  grades: GradesTable;
  school_units: SchoolUnitsTable;
  mail_outbox: MailOutboxTable;
  support_messages: SupportMessagesTable;
  unit_requests: UnitRequestsTable;
  questions: QuestionsTable;
  participations: ParticipationsTable;
  answers: AnswersTable;
  ratings: RatingsTable;
  corrections: CorrectionsTable;
  teacher_recommendations: TeacherRecommendationsTable;
  participation_awards: ParticipationAwardsTable;
  teams: TeamsTable;
  memberships: MembershipsTable;
  participation_files: ParticipationFilesTable;
  used_id_tokens: UsedIdTokensTable;
  login_throttles: LoginThrottlesTable;
  jobs: JobsTable;
  certificate_templates: CertificateTemplatesTable;
  certificates: CertificatesTable;
  audit_log: AuditLogTable;
  password_tokens: PasswordTokensTable;
  notifications: NotificationsTable;
  user_notifications: UserNotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  server_keys: ServerKeysTable;
}
