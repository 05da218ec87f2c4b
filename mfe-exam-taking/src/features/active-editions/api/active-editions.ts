import { getPage, type Edition, type Inscription, type Page, type TimeZone } from 'shared-contracts';

/**
 * An edition as GET active-edition returns it (spec 1 §7, spec 3 §2.1): with its coordinators,
 * countries and time zone, and the current user's inscriptions in it.
 */
export interface ActiveEdition extends Omit<Edition, 'time_zone' | 'logo_url' | 'inscriptions'> {
  /** The zone name, or the related time_zones resource when included. */
  time_zone: string | Pick<TimeZone, 'name'> | null;
  logo_url?: { url: string | null } | string | null;
  /** The current user's inscriptions; linkage only when the server did not include them. */
  inscriptions?: Partial<Inscription>[];
}

export const ACTIVE_EDITIONS_INCLUDE = ['coordinators', 'countries', 'time_zone'];

export function fetchActiveEditions(
  { page, size }: { page: number; size: number },
  options: { signal?: AbortSignal } = {},
): Promise<Page<ActiveEdition>> {
  return getPage<ActiveEdition>(
    'active-edition',
    { page: { number: page, size }, include: ACTIVE_EDITIONS_INCLUDE },
    { signal: options.signal },
  );
}

export function logoUrlOf(edition: Pick<ActiveEdition, 'logo_url'>): string | null {
  const logo = edition.logo_url;
  if (!logo) return null;
  return typeof logo === 'string' ? logo : (logo.url ?? null);
}
