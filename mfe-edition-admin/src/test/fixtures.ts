import type { Role, User } from 'shared-contracts';

export const userWith = (fractal_id: string, ...roles: Role[]): User => ({
  id: fractal_id,
  name: `User ${fractal_id}`,
  fractal_id,
  email: null,
  profiles: roles.map((role, i) => ({ id: String(i), role, edition_id: null })),
});

export interface EditionFixture {
  id: string;
  description: string;
  year?: number;
  coordinators?: { id: string; name: string; fractal_id: string }[];
  start_registration?: string;
  end_registration?: string;
  time_zone?: string;
}

/** A GET editions answer in JSON:API form with coordinators and time zones included. */
export function editionsDocument(rows: EditionFixture[], total = rows.length) {
  const zones = [...new Set(rows.map((r) => r.time_zone ?? 'America/Sao_Paulo'))];
  const users = new Map(rows.flatMap((r) => r.coordinators ?? []).map((c) => [c.id, c]));
  return {
    data: rows.map((r) => {
      const zone = r.time_zone ?? 'America/Sao_Paulo';
      return {
        type: 'editions',
        id: r.id,
        attributes: {
          description: r.description,
          year: r.year ?? 2026,
          start_registration: r.start_registration ?? '2026-03-01T12:00:00Z',
          end_registration: r.end_registration ?? '2026-04-30T12:00:00Z',
          results_due: '2026-06-30T12:00:00Z',
          time_zone: zone,
          logo_url: { url: null },
          active: true,
        },
        relationships: {
          coordinators: { data: (r.coordinators ?? []).map((c) => ({ type: 'users', id: c.id })) },
          time_zone: { data: { type: 'time_zones', id: `tz-${zones.indexOf(zone)}` } },
        },
      };
    }),
    included: [
      ...[...users.values()].map((c) => ({
        type: 'users',
        id: c.id,
        attributes: { name: c.name, fractal_id: c.fractal_id },
      })),
      ...zones.map((name, i) => ({ type: 'time_zones', id: `tz-${i}`, attributes: { name } })),
    ],
    meta: { total_count: total },
  };
}

/** A GET edition/{id} answer in JSON:API form: OBIA 2026 with every include of the detail. */
export function editionDocument(coordinators: { id: string; name: string; fractal_id: string }[]) {
  const rel = (type: string, ids: string[]) => ({ data: ids.map((id) => ({ type, id })) });
  return {
    data: {
      type: 'editions',
      id: '1',
      attributes: {
        description: 'OBIA 2026',
        year: 2026,
        start_registration: '2026-03-01T02:30:00Z',
        end_registration: '2026-04-30T21:00:00Z',
        start_date: '2026-05-10T12:00:00Z',
        results_due: '2026-06-30T15:00:00Z',
        time_zone: 'America/Sao_Paulo',
        logo_url: { url: 'http://api.test/logo.png' },
        certificate_available: true,
        certificate_available_at: '2026-07-01T13:00:00Z',
        achievement_template_urls: [{ id: '3', level: 1, file_name: 'medalha-de-ouro.html.erb' }],
        active: true,
      },
      relationships: {
        coordinators: rel(
          'users',
          coordinators.map((c) => c.id),
        ),
        countries: rel('countries', ['1', '2']),
        phases: rel('phases', ['p2', 'p1']),
        exams: rel('exams', ['e1', 'e2']),
        time_zone: { data: { type: 'time_zones', id: 'tz' } },
      },
    },
    included: [
      ...coordinators.map((c) => ({
        type: 'users',
        id: c.id,
        attributes: { name: c.name, fractal_id: c.fractal_id, email: `${c.fractal_id.toLowerCase()}@x.dev` },
      })),
      { type: 'countries', id: '1', attributes: { name: 'Brasil', address_country_id: 1 } },
      { type: 'countries', id: '2', attributes: { name: 'Portugal', address_country_id: 2 } },
      {
        type: 'phases',
        id: 'p2',
        attributes: { phase: 2, categories: ['in_group'], additional_data: { member_limit: 5 } },
      },
      { type: 'phases', id: 'p1', attributes: { phase: 1, categories: ['regular', 'opened'] } },
      {
        type: 'exams',
        id: 'e1',
        attributes: {
          description: 'Prova da fase 1',
          phase: 1,
          kind: 'online',
          start_date: '2026-05-10T12:00:00Z',
          end_date: '2026-05-10T15:00:00Z',
          status: 'expired',
        },
      },
      {
        type: 'exams',
        id: 'e2',
        attributes: {
          description: 'Projeto em grupo',
          phase: 2,
          kind: 'presential',
          start_date: '2026-06-01T12:00:00Z',
          end_date: '2026-06-10T12:00:00Z',
          status: 'upcoming',
        },
      },
      { type: 'time_zones', id: 'tz', attributes: { name: 'America/Sao_Paulo' } },
    ],
  };
}
