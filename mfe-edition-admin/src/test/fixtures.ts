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
