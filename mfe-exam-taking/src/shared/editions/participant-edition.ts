import { getPage, type Page } from 'shared-contracts/client';
import { type Edition, type Inscription, type TimeZone } from 'shared-contracts';

/**
 * An edition as the participants' lists return it (GET active-edition and inactive-edition,
 * spec 1 §7, spec 3 §2.1–2.2): with its coordinators, countries and time zone, and the current
 * user's inscriptions in it.
 */
export interface ParticipantEdition extends Omit<Edition, 'time_zone' | 'logo_url' | 'inscriptions'> {
  /** The zone name, or the related time_zones resource when included. */
  time_zone: string | Pick<TimeZone, 'name'> | null;
  logo_url?: { url: string | null } | string | null;
  /** The current user's inscriptions; linkage only when the server did not include them. */
  inscriptions?: Partial<Inscription>[];
}

export const PARTICIPANT_EDITIONS_INCLUDE = ['coordinators', 'countries', 'time_zone'];

/** One page of a participants' list ('active-edition' or 'inactive-edition'). */
export function fetchParticipantEditions(
  path: 'active-edition' | 'inactive-edition',
  { page, size }: { page: number; size: number },
  options: { signal?: AbortSignal } = {},
): Promise<Page<ParticipantEdition>> {
  return getPage<ParticipantEdition>(
    path,
    { page: { number: page, size }, include: PARTICIPANT_EDITIONS_INCLUDE },
    { signal: options.signal },
  );
}

export function logoUrlOf(edition: Pick<ParticipantEdition, 'logo_url'>): string | null {
  const logo = edition.logo_url;
  if (!logo) return null;
  return typeof logo === 'string' ? logo : (logo.url ?? null);
}

/** The edition's IANA zone name whether time_zone came as an attribute or an included resource. */
export function timeZoneNameOf(edition: Pick<ParticipantEdition, 'time_zone'>): string | null {
  const zone = edition.time_zone;
  if (!zone) return null;
  return typeof zone === 'string' ? zone : (zone.name ?? null);
}

export function isSubscribed(edition: Pick<ParticipantEdition, 'inscriptions'>): boolean {
  return (edition.inscriptions ?? []).length > 0;
}

/** The category of the user's inscription (the student one first), when the server sent it. */
export function inscriptionCategory(edition: Pick<ParticipantEdition, 'inscriptions'>): string | null {
  const list = edition.inscriptions ?? [];
  const chosen = list.find((i) => i.registrable_type === 'Core::Student') ?? list[0];
  const category = chosen?.category;
  return category === undefined || category === null || category === '' ? null : String(category);
}

/** The student edition page of a list's row (spec 3 §2.3): /edicoes/ativas/{id} or /edicoes/inativas/{id}. */
export function editionAreaPath(area: 'ativas' | 'inativas', id: string): string {
  return `/edicoes/${area}/${encodeURIComponent(id)}`;
}
