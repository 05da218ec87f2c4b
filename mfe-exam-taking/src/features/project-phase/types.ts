import type { CsvShape, ProjectCategory, TeamRole } from 'shared-contracts';

export type { ProjectCategory, TeamRole };

/** One member of a team (spec 3 §3 Membership), as GET memberships / teams?include=memberships send it. */
export interface Membership {
  id: string;
  role: TeamRole;
  name: string;
  email: string;
  phone: string;
  /** As sent (YYYY-MM-DD), '' when unknown. */
  birthdate: string;
  cpf: string;
  legal_guardian_name: string;
  legal_guardian_email: string;
  degree_of_kinship: string;
  address_state_id: string | null;
  address_city_id: string | null;
  school_unit_id: string | null;
  education_grade_id: string | null;
  external: boolean;
  /** The listed person's user id; null for an external member. */
  userId: string | null;
}

/** A team of a project phase (spec 3 §3 Team) with its members. */
export interface Team {
  id: string;
  name: string;
  memberships: Membership[];
}

/** One file of a submission, downloaded through the authorised route. */
export interface SentFile {
  name: string;
  contentType: string;
  size: number | null;
}

/** One submission (a participation_files row): its files and video URLs (spec 3 §3 Participation file). */
export interface ParticipationFile {
  id: string;
  category: ProjectCategory;
  files: SentFile[];
  videoUrls: string[];
  teamId: string | null;
  teamName: string | null;
  participationId: string | null;
}

/** What the edition says about the exam's phase. */
export interface ProjectPhaseInfo {
  /** The project categories of the exam's phase, in display order (empty: not a project phase). */
  categories: ProjectCategory[];
  /** Members an in_group team may have (the phase's additional_data.member_limit, default 5). */
  memberLimit: number;
  /** The CSV shape the edition requires (details.csv_shape), or null. */
  csvShape: CsvShape | null;
  /** The project's slug, for GET grades/{slug}. */
  projectSlug: string | null;
}
