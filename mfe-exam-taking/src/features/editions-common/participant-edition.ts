import type { ActiveEdition } from '../api/active-editions';

/** The edition's IANA zone name whether time_zone came as an attribute or an included resource. */
export function timeZoneNameOf(edition: Pick<ActiveEdition, 'time_zone'>): string | null {
  const zone = edition.time_zone;
  if (!zone) return null;
  return typeof zone === 'string' ? zone : (zone.name ?? null);
}
