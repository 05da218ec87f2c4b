import { isValidTimeZone } from 'shared-contracts';

/** The zone mainland Portugal keeps: its dates are told as Coimbra time (spec 3 §2.4). */
export const COIMBRA_TIME_ZONE = 'Europe/Lisbon';

/** IANA city names written without their accents. */
const ACCENTED: Record<string, string> = {
  Sao_Paulo: 'São Paulo',
  Belem: 'Belém',
  Maceio: 'Maceió',
  Cuiaba: 'Cuiabá',
  Araguaina: 'Araguaína',
  Santarem: 'Santarém',
  Eirunepe: 'Eirunepé',
  Bogota: 'Bogotá',
  Asuncion: 'Asunción',
  Mazatlan: 'Mazatlán',
  Merida: 'Mérida',
  Cancun: 'Cancún',
};

/**
 * The zone the dates are shown in: the edition's, or the device's when the edition has none (or an
 * unknown one), as `formatDate` does.
 */
export function displayTimeZone(editionZone: string | null): string {
  if (isValidTimeZone(editionZone)) return editionZone;
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The city of an IANA zone ("America/Sao_Paulo" → "São Paulo", "America/Argentina/Cordoba" → "Cordoba"). */
export function timeZoneCity(zone: string): string {
  const last = zone.split('/').at(-1) ?? zone;
  return ACCENTED[last] ?? last.replace(/_/g, ' ');
}
