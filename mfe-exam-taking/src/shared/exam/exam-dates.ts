import { formatDate, formatTime } from 'shared-contracts';

/** DD/MM/YYYY HH:mm in the edition's zone; '' without an instant. */
export function formatInstant(iso: string | null | undefined, timeZone: string | null): string {
  const date = formatDate(iso, timeZone);
  return date ? `${date} ${formatTime(iso, timeZone)}` : '';
}

/** Whole days, hours and minutes in a number of seconds (remaining time, spec 3 §2.4). */
export function daysHoursMinutes(totalSeconds: number): { days: number; hours: number; minutes: number } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
  };
}
