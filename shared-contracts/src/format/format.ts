/**
 * Date formatting (spec 1 §9, spec 2 §9): dates as DD/MM/YYYY and times as HH:mm, shown in a
 * given IANA time zone (an edition's time_zone) or the browser's zone when none or an unknown
 * one is given. Built on Intl.DateTimeFormat, which carries the tz database in every target
 * runtime, so shared-contracts needs no date library.
 */

type Parts = { day: string; month: string; year: string; hour: string; minute: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** True when the runtime knows the IANA zone name. */
export function isValidTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function partsOf(iso: string | Date | null | undefined, timeZone?: string | null): Parts | null {
  if (iso === null || iso === undefined || iso === '') return null;
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const zone = isValidTimeZone(timeZone) ? timeZone : undefined;
  const out: Parts = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const part of formatterFor(zone).formatToParts(date)) {
    if (part.type in out) out[part.type as keyof Parts] = part.value;
  }
  return out;
}

/** DD/MM/YYYY in the given time zone; '' for an empty or invalid instant. */
export function formatDate(iso: string | Date | null | undefined, timeZone?: string | null): string {
  const p = partsOf(iso, timeZone);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** HH:mm (24 h) in the given time zone; '' for an empty or invalid instant. */
export function formatTime(iso: string | Date | null | undefined, timeZone?: string | null): string {
  const p = partsOf(iso, timeZone);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** "DD/MM/YYYY às HH:mm" in the given time zone; `connector` replaces "às" (e.g. Spanish "a las"). */
export function formatDateTime(
  iso: string | Date | null | undefined,
  timeZone?: string | null,
  connector = 'às',
): string {
  const p = partsOf(iso, timeZone);
  return p ? `${p.day}/${p.month}/${p.year} ${connector} ${p.hour}:${p.minute}` : '';
}
