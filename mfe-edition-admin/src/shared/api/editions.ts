import { getPage, sendJson, type Page } from 'shared-contracts/client';
import { type Edition, type TimeZone } from 'shared-contracts';

/** An edition as GET editions returns it with its coordinators and time zone included. */
export interface EditionRow extends Omit<Edition, 'time_zone' | 'logo_url'> {
  /** The zone name, or the related time_zones resource when included. */
  time_zone: string | Pick<TimeZone, 'name'> | null;
  logo_url?: { url: string | null } | string | null;
}

export const EDITIONS_INCLUDE = ['coordinators', 'time_zone'];

/**
 * The query keys of editions: every page of both lists under `lists` (a deletion invalidates them),
 * one edition's detail under `[...detail, id]`.
 */
export const editionQueryKeys = {
  lists: ['editions', 'list'],
  detail: ['editions', 'detail'],
} as const;

/**
 * GET editions, paged with page/per (spec 2 §7). The inactive list asks for filter[active]=false
 * sorted by -results_due; `meta.total_count` gives the total.
 */
export function fetchEditions(
  { page, size, inactive = false }: { page: number; size: number; inactive?: boolean },
  options: { signal?: AbortSignal } = {},
): Promise<Page<EditionRow>> {
  return getPage<EditionRow>(
    'editions',
    {
      include: EDITIONS_INCLUDE,
      ...(inactive ? { filter: { active: false }, sort: '-results_due' } : {}),
      params: { page, per: size },
    },
    { signal: options.signal },
  );
}

/** DELETE editions/{id}. */
export async function deleteEdition(id: string): Promise<void> {
  await sendJson('delete', `editions/${encodeURIComponent(id)}`);
}

export function logoUrlOf(edition: Pick<EditionRow, 'logo_url'>): string | null {
  const logo = edition.logo_url;
  if (!logo) return null;
  return typeof logo === 'string' ? logo : (logo.url ?? null);
}

/** The edition's IANA zone name whether time_zone came as an attribute or an included resource. */
export function timeZoneNameOf(edition: Pick<EditionRow, 'time_zone'>): string | null {
  const zone = edition.time_zone;
  if (!zone) return null;
  return typeof zone === 'string' ? zone : (zone.name ?? null);
}

export function coordinatorNames(edition: Pick<EditionRow, 'coordinators'>): string[] {
  return (edition.coordinators ?? [])
    .map((c) => c.name || c.username || c.email || c.fractal_id)
    .filter((n): n is string => !!n);
}
