import { getOne } from 'shared-contracts/client';
import { type Country, type Inscription, type Phase } from 'shared-contracts';

/** An edition as the registration screen reads it (GET edition/{id}, spec 1 §3 "Edition"). */
export interface RegistrationEdition {
  id: string;
  description: string;
  year: number;
  start_registration: string;
  end_registration: string;
  /** The zone name, or the related time_zones resource when included. */
  time_zone: string | { name?: string } | null;
  countries?: Country[];
  phases?: Phase[];
  inscriptions?: Partial<Inscription>[];
  /** The edition's project slug: its segments and grades are looked up by it. */
  project_slug?: string | null;
}

export const REGISTRATION_EDITION_INCLUDE = ['countries', 'time_zone', 'phases', 'inscriptions'];

/** GET edition/{id} with its countries, time zone, phases and the user's inscriptions. */
export function fetchRegistrationEdition(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<RegistrationEdition> {
  return getOne<RegistrationEdition>(
    `edition/${encodeURIComponent(id)}`,
    { include: REGISTRATION_EDITION_INCLUDE },
    { signal: options.signal },
  );
}

/** The edition's IANA zone name whether time_zone came as an attribute or an included resource. */
export function timeZoneNameOf(edition: Pick<RegistrationEdition, 'time_zone'>): string | null {
  const zone = edition.time_zone;
  if (!zone) return null;
  return typeof zone === 'string' ? zone : (zone.name ?? null);
}
