import { isMinor } from 'shared-contracts';
import { examDocument, notFoundDocument, type ExamFixture } from './exam-documents';
import {
  LEADER,
  membershipResource,
  projectEditionDocument,
  submissionResource,
  teamResource,
  teamsDocument,
  type MembershipFixture,
  type ParticipantFixture,
  type PhaseFixture,
  type SubmissionFixture,
  type TeamFixture,
} from './project-documents';

/** One request the stand-in API received: its JSON body, or the fields of a multipart body. */
export interface ProjectRequest {
  method: string;
  /** The path after /api/ ('memberships/m2'). */
  path: string;
  url: URL;
  headers: Headers;
  body: any;
  form: { data: any; files: { name: string; size: number; type: string }[] } | null;
}

/** A refusal the stand-in answers instead of doing the call. */
export interface RefusalFixture {
  status?: number;
  code?: string;
  detail?: string;
  pointer?: string;
}

export interface ProjectServerOptions {
  exam?: ExamFixture;
  phases?: PhaseFixture[];
  csvShape?: { rows: number; columns: number };
  /** The caller's participation id, or null when there is none. */
  participation?: string | null;
  teams?: TeamFixture[];
  participants?: ParticipantFixture[];
  submissions?: SubmissionFixture[];
  /** 'POST memberships', 'POST teams', 'POST participation_files', 'GET participation_files/x/files/0'… */
  refuse?: Record<string, RefusalFixture>;
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/vnd.api+json' },
  });

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const paged = (data: unknown[], pageCount = 1) => ({
  data,
  meta: { total_count: data.length, page_count: pageCount },
});

const REFERENCE: Record<string, { type: string; rows: Record<string, unknown>[] }> = {
  states: { type: 'states', rows: [{ id: '35', name: 'São Paulo', uf: 'SP', country_id: 1 }] },
  cities: { type: 'cities', rows: [{ id: '3550308', name: 'São Paulo', state_id: 35 }] },
  units: {
    type: 'units',
    rows: [{ id: '900', name: 'EE Tiradentes', inep_code: '35000001', city_id: 3550308, state_id: 35 }],
  },
  grades: { type: 'grades', rows: [{ id: '12', name: '1ª série do Ensino Médio', segment_id: 4 }] },
};

const referenceDoc = (key: string) => {
  const { type, rows } = REFERENCE[key]!;
  return paged(rows.map(({ id, ...attributes }) => ({ type, id, attributes })));
};

/**
 * A stand-in for the API of the team and files screen over `fetch` (issue 4 contract, section F):
 * the exam, participations, the edition's phases, teams and memberships, participant search,
 * reference lookups and participation files, remembering what it was sent.
 */
export function projectPhaseServer(options: ProjectServerOptions = {}) {
  const examId = options.exam?.id ?? '31';
  const state = {
    participation: options.participation === undefined ? 'p1' : options.participation,
    teams: structuredClone(options.teams ?? []) as TeamFixture[],
    submissions: structuredClone(options.submissions ?? []) as SubmissionFixture[],
    started: 0,
    nextId: 100,
  };
  const requests: ProjectRequest[] = [];
  const refuse = options.refuse ?? {};

  const refusal = (key: string) => {
    const r = refuse[key];
    if (!r) return null;
    const status = r.status ?? 422;
    return json(status, {
      errors: [
        {
          status: String(status),
          title: 'Unprocessable Entity',
          ...(r.code ? { code: r.code } : {}),
          ...(r.detail ? { detail: r.detail } : {}),
          ...(r.pointer ? { source: { pointer: r.pointer } } : {}),
        },
      ],
    });
  };

  const teamOf = (id: string) => state.teams.find((t) => t.id === id);
  const memberOf = (id: string) => {
    for (const team of state.teams) {
      const m = team.members.find((x) => x.id === id);
      if (m) return { team, m };
    }
    return null;
  };

  function answer(r: ProjectRequest): Response {
    const { method, path, url } = r;
    const refused = refusal(`${method} ${path}`);
    if (refused) return refused;
    const q = (name: string) => url.searchParams.get(name);

    if (method === 'GET' && path === `exams/${examId}`)
      return json(200, examDocument({ questions: [], ...options.exam }));
    if (method === 'GET' && path === 'edition/5')
      return json(200, projectEditionDocument({ phases: options.phases, csvShape: options.csvShape }));
    if (method === 'GET' && path === 'participations') {
      const data = state.participation
        ? [
            {
              type: 'participations',
              id: state.participation,
              attributes: { status: 'in_progress', answers: [], time_left: null },
            },
          ]
        : [];
      return json(200, paged(data));
    }
    if (method === 'POST' && path === 'participations') {
      state.started += 1;
      state.participation ??= 'p1';
      return json(201, {
        data: {
          type: 'participations',
          id: state.participation,
          attributes: { status: 'in_progress', answers: [] },
        },
      });
    }
    if (method === 'GET' && path === 'teams') return json(200, teamsDocument(state.teams, examId));
    if (method === 'POST' && path === 'teams') {
      const team: TeamFixture = { id: 't1', name: r.body.data.attributes.name, members: [{ ...LEADER }] };
      state.teams.push(team);
      return json(201, { data: teamResource(team, examId), included: [] });
    }
    if (method === 'GET' && path === 'memberships') {
      const team = teamOf(q('filter[team_id]') ?? '');
      return json(200, paged(team ? team.members.map((m) => membershipResource(m, team.id)) : []));
    }
    if (method === 'POST' && path === 'memberships') {
      const { attributes, relationships } = r.body.data;
      const team = teamOf(relationships.team.data.id)!;
      const userId: string | null = relationships.user?.data?.id ?? null;
      const person = (options.participants ?? []).find((p) => p.id === userId);
      const member: MembershipFixture = {
        id: `m${state.nextId++}`,
        role: attributes.role,
        name: attributes.name ?? person?.name ?? '',
        email: attributes.email ?? null,
        birthdate: attributes.birthdate ?? person?.birthday ?? null,
        legal_guardian_email: attributes.legal_guardian_email,
        external: attributes.external,
        userId,
      };
      team.members.push(member);
      return json(201, { data: membershipResource(member, team.id) });
    }
    const membership = /^memberships\/([^/]+)$/.exec(path);
    if (membership && (method === 'PATCH' || method === 'DELETE')) {
      const found = memberOf(membership[1]!);
      if (!found) return json(404, notFoundDocument().body);
      if (method === 'DELETE') {
        found.team.members = found.team.members.filter((m) => m !== found.m);
        return json(204);
      }
      Object.assign(found.m, r.body.data.attributes);
      return json(200, { data: membershipResource(found.m, found.team.id) });
    }
    if (method === 'GET' && path === 'participants/search') {
      const name = plain(q('filter[name]') ?? '');
      const page = Number(q('page[number]') ?? 1);
      const all = (options.participants ?? []).filter((p) => plain(p.name).includes(name));
      const slice = all.slice((page - 1) * 10, page * 10);
      return json(
        200,
        paged(
          slice.map((p) => ({
            type: 'participants',
            id: p.id,
            // As the API: whether the person is under 18, never their birthday.
            attributes: { name: p.name, minor: isMinor(p.birthday) },
          })),
          Math.max(1, Math.ceil(all.length / 10)),
        ),
      );
    }
    if (method === 'GET' && ['states', 'cities', 'units/search', 'grades/obia'].includes(path))
      return json(200, referenceDoc(path.split('/')[0]!));
    const one = /^(states|cities|units)\/(\w+)$/.exec(path);
    if (method === 'GET' && one) {
      const row = REFERENCE[one[1]!]!.rows.find((x) => x.id === one[2]);
      if (!row) return json(404, notFoundDocument().body);
      const { id, ...attributes } = row;
      return json(200, { data: { type: REFERENCE[one[1]!]!.type, id, attributes } });
    }
    if (method === 'GET' && path === 'participation_files') {
      const size = Number(q('page[size]') ?? 15);
      const page = Number(q('page[number]') ?? 1);
      const slice = state.submissions.slice((page - 1) * size, page * size);
      const teams = slice.flatMap((s) => (s.team ? [s.team] : []));
      return json(200, {
        ...paged(slice.map(submissionResource), Math.max(1, Math.ceil(state.submissions.length / size))),
        included: teams.map((t) => ({ type: 'teams', id: t.id, attributes: { name: t.name } })),
      });
    }
    if (method === 'POST' && path === 'participation_files') {
      const data = r.form!.data;
      const teamId: string | undefined = data.relationships.team?.data?.id;
      state.submissions.push({
        id: `f${state.nextId++}`,
        category: data.attributes.category,
        files: r.form!.files.map((f) => ({ name: f.name, size: f.size, content_type: f.type })),
        video_urls: data.attributes.video_urls,
        participationId: data.relationships.participation.data.id,
        team: teamId ? { id: teamId, name: teamOf(teamId)?.name ?? '' } : null,
      });
      return json(201, { data: submissionResource(state.submissions.at(-1)!) });
    }
    const removal = /^participation_files\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && removal) {
      state.submissions = state.submissions.filter((s) => s.id !== removal[1]);
      return json(204);
    }
    if (method === 'GET' && /^participation_files\/[^/]+\/files\/\d+$/.test(path))
      return new Response(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    return json(404, notFoundDocument().body);
  }

  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    let body: any;
    let form: ProjectRequest['form'] = null;
    if (type.startsWith('multipart/form-data')) {
      const fields = await request.clone().formData();
      const data = fields.get('data');
      form = {
        data: typeof data === 'string' ? JSON.parse(data) : null,
        files: fields
          .getAll('files[]')
          .map((f) =>
            typeof f === 'string'
              ? { name: f, size: 0, type: '' }
              : { name: f.name, size: f.size, type: f.type },
          ),
      };
    } else {
      const text = await request.clone().text();
      body = text ? JSON.parse(text) : undefined;
    }
    const recorded: ProjectRequest = {
      method: request.method.toUpperCase(),
      path: url.pathname.replace(/^\/api\//, ''),
      url,
      headers: new Headers(request.headers),
      body,
      form,
    };
    requests.push(recorded);
    return answer(recorded);
  }) as typeof fetch;

  return {
    state,
    requests,
    /** Requests of a method to a path ('POST', 'memberships'). */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export type ProjectPhaseServer = ReturnType<typeof projectPhaseServer>;
