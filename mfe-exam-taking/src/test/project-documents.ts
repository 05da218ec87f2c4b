/**
 * Documents of the team and files screens (issue 4 contract, section F) as the API answers them:
 * the edition with its phases, teams with memberships, participant search results and
 * participation files.
 */

export type ProjectCategoryFixture = 'pre_project' | 'in_group' | 'final_project';

export interface PhaseFixture {
  phase?: number;
  categories: string[];
  member_limit?: number;
}

/** GET edition/{id}?include=phases. */
export function projectEditionDocument({
  id = '5',
  phases = [{ phase: 1, categories: ['in_group'] }],
  csvShape,
}: {
  id?: string;
  phases?: PhaseFixture[];
  csvShape?: { rows: number; columns: number };
} = {}) {
  return {
    data: {
      type: 'editions',
      id,
      attributes: {
        description: 'OBIA',
        project_slug: 'obia',
        year: 2026,
        time_zone: 'America/Sao_Paulo',
        details: csvShape ? { csv_shape: csvShape } : {},
      },
      relationships: {
        phases: { data: phases.map((_, i) => ({ type: 'phases', id: `ph${i + 1}` })) },
      },
    },
    included: phases.map((p, i) => ({
      type: 'phases',
      id: `ph${i + 1}`,
      attributes: {
        phase: p.phase ?? 1,
        categories: p.categories,
        additional_data: p.member_limit === undefined ? {} : { member_limit: p.member_limit },
      },
    })),
  };
}

export interface MembershipFixture {
  id: string;
  role: 'member' | 'teacher' | 'leader';
  name: string;
  email?: string | null;
  phone?: string | null;
  /** YYYY-MM-DD. */
  birthdate?: string | null;
  cpf?: string | null;
  legal_guardian_name?: string | null;
  legal_guardian_email?: string | null;
  degree_of_kinship?: string | null;
  external?: boolean;
  userId?: string | null;
}

export function membershipResource(m: MembershipFixture, teamId: string) {
  return {
    type: 'memberships',
    id: m.id,
    attributes: {
      role: m.role,
      name: m.name,
      email: m.email ?? null,
      phone: m.phone ?? null,
      birthdate: m.birthdate ?? null,
      cpf: m.cpf ?? null,
      legal_guardian_name: m.legal_guardian_name ?? null,
      legal_guardian_email: m.legal_guardian_email ?? null,
      degree_of_kinship: m.degree_of_kinship ?? null,
      address_state_id: null,
      address_city_id: null,
      school_unit_id: null,
      education_grade_id: null,
      external: m.external ?? false,
    },
    relationships: {
      team: { data: { type: 'teams', id: teamId } },
      user: { data: m.userId ? { type: 'users', id: m.userId } : null },
    },
  };
}

export interface TeamFixture {
  id: string;
  name: string;
  members: MembershipFixture[];
}

/** One team resource with its memberships included. */
export function teamResource(team: TeamFixture, examId: string) {
  return {
    type: 'teams',
    id: team.id,
    attributes: { name: team.name, source: 'web', exam_id: Number(examId), edition_id: 5 },
    relationships: {
      exam: { data: { type: 'exams', id: examId } },
      memberships: { data: team.members.map((m) => ({ type: 'memberships', id: m.id })) },
    },
  };
}

/** GET teams?filter[exam_id]&include=memberships. */
export function teamsDocument(teams: TeamFixture[], examId: string) {
  return {
    data: teams.map((t) => teamResource(t, examId)),
    included: teams.flatMap((t) => t.members.map((m) => membershipResource(m, t.id))),
    meta: { total_count: teams.length, page_count: 1 },
  };
}

/** The signed-in student (user 7) as their team's leader, an adult with no guardian. */
export const LEADER: MembershipFixture = {
  id: 'm1',
  role: 'leader',
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '11987654321',
  birthdate: '2000-04-10',
  cpf: '52998224725',
  userId: '7',
};

export const STUDENT: MembershipFixture = {
  id: 'm2',
  role: 'member',
  name: 'Bruno Lima',
  email: 'bruno@example.com',
  birthdate: '2001-02-03',
  userId: '8',
};

export const TEACHER: MembershipFixture = {
  id: 'm3',
  role: 'teacher',
  name: 'Carla Dias',
  email: 'carla@example.com',
  birthdate: '1980-06-07',
  userId: '9',
};

/** A birth date (YYYY-MM-DD) of someone `years` old today (their birthday a month ago). */
export function birthdateAged(years: number, today = new Date()): string {
  const d = new Date(today.getFullYear() - years, today.getMonth() - 1, Math.min(today.getDate(), 28));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export interface ParticipantFixture {
  id: string;
  name: string;
  /** YYYY-MM-DD, the account's (the search tells only whether it makes a minor). */
  birthday: string | null;
}

export interface SubmissionFixture {
  id: string;
  category: ProjectCategoryFixture;
  files: { name: string; content_type?: string; size?: number }[];
  video_urls?: string[];
  participationId?: string;
  team?: { id: string; name: string } | null;
}

export function submissionResource(s: SubmissionFixture) {
  return {
    type: 'participation_files',
    id: s.id,
    attributes: {
      category: s.category,
      file_urls: s.files.map((f, i) => ({
        url: `/api/participation_files/${s.id}/files/${i}`,
        name: f.name,
        content_type: f.content_type ?? 'application/pdf',
        size: f.size ?? 2048,
      })),
      video_urls: s.video_urls ?? [],
    },
    relationships: {
      team: { data: s.team ? { type: 'teams', id: s.team.id } : null },
      participation: { data: { type: 'participations', id: s.participationId ?? 'p1' } },
    },
  };
}
