import { JUNIOR_EDITION_IDS, SENIOR_EDITION_IDS } from './constants';

/** A day of the calendar, free of time zones. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses DD/MM/YYYY (two, two and four digits) into a real calendar date, or null. */
export function parseDateDMY(text: string | null | undefined): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((text ?? '').trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isValidDateDMY(text: string | null | undefined): boolean {
  return parseDateDMY(text) !== null;
}

export function formatDateDMY(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}`;
}

/** Negative when a is before b, zero when the same day, positive when after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The local calendar day of an instant. */
export function calendarDateOf(instant: Date): CalendarDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/** Whether a valid DD/MM/YYYY date lies after today (today itself is not future). */
export function isFutureDateDMY(text: string | null | undefined, now: Date = new Date()): boolean {
  const date = parseDateDMY(text);
  return date !== null && compareCalendarDates(date, calendarDateOf(now)) > 0;
}

/** A time of day as HH:MM:SS (00:00:00 to 23:59:59), where the spec asks for one. */
export function isValidTime(text: string | null | undefined): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test((text ?? '').trim());
}

export interface BirthWindow {
  /** Earliest accepted birth date (inclusive). */
  min: CalendarDate;
  /** Latest accepted birth date (inclusive), when there is one. */
  max: CalendarDate | null;
  /** Students in higher education are not accepted (senior editions). */
  rejectsHigherEducation: boolean;
}

/** Junior editions 6 and 10: born on or after 01/01/2008 (§5). */
export const JUNIOR_BIRTH_WINDOW: BirthWindow = {
  min: { year: 2008, month: 1, day: 1 },
  max: null,
  rejectsHigherEducation: false,
};

/** Senior editions 7 and 11: born 01/01/2004 to 31/12/2007, not in higher education (§5). */
export const SENIOR_BIRTH_WINDOW: BirthWindow = {
  min: { year: 2004, month: 1, day: 1 },
  max: { year: 2007, month: 12, day: 31 },
  rejectsHigherEducation: true,
};

/** The birth window of an edition, or null when the edition has none. */
export function birthWindowFor(editionId: number): BirthWindow | null {
  if (JUNIOR_EDITION_IDS.includes(editionId)) return JUNIOR_BIRTH_WINDOW;
  if (SENIOR_EDITION_IDS.includes(editionId)) return SENIOR_BIRTH_WINDOW;
  return null;
}

/** Whether a DD/MM/YYYY birth date is accepted by the edition's window (true when no window). */
export function isWithinBirthWindow(text: string | null | undefined, editionId: number): boolean {
  const window = birthWindowFor(editionId);
  if (window === null) return true;
  const date = parseDateDMY(text);
  if (date === null) return false;
  if (compareCalendarDates(date, window.min) < 0) return false;
  return window.max === null || compareCalendarDates(date, window.max) <= 0;
}
