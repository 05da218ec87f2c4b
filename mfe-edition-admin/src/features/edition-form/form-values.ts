import { DateTime } from 'luxon';
import * as v from 'valibot';
import {
  EDITION_FORM_MESSAGE_IDS as M,
  editionDateIssues,
  editionFormSchema,
  formatDate,
  formatTime,
  EDITION_MULTIPART,
  type EDITION_PHASE_CATEGORIES,
  type EditionFormInput,
} from 'shared-contracts';

export type FormCategory = (typeof EDITION_PHASE_CATEGORIES)[number];
import { timeZoneNameOf } from '../../shared/api/editions';
import type { EditionForForm } from './api/edition-form';

/** A phase row as the form holds it (member_limit as typed). */
export interface PhaseRow {
  phase: number;
  categories: FormCategory[];
  member_limit: string;
}

/** An achievement row: scores as typed, and the stored template when there is one. */
export interface AchievementRow {
  key: string;
  name: string;
  min_score: string;
  max_score: string;
  template: { id: string; file_name: string } | null;
}

/**
 * What the user edits, all serialisable (kept as a draft in sessionStorage). Dates are wall times
 * `YYYY-MM-DDTHH:mm` in the edition's time zone.
 */
export interface EditionFormValues {
  description: string;
  start_registration: string;
  end_registration: string;
  results_due: string;
  time_zone: string;
  country_ids: string[];
  coordinators_emails: string[];
  phases: PhaseRow[];
  achievements: AchievementRow[];
  videos: { description: string; url: string }[];
}

/** The files chosen (not part of the draft: a browser cannot keep them across pages). */
export interface EditionFormFiles {
  logo: File | null;
  certificate_template: File | null;
  /** By achievement row key. */
  achievement_templates: Record<string, File>;
}

export const noFiles: EditionFormFiles = {
  logo: null,
  certificate_template: null,
  achievement_templates: {},
};

/** An error to show under a field: a message id with its values, or a server text. */
export type FieldError = { id: string; values?: Record<string, string> } | { text: string };

/** The browser's zone, the default time zone of a new edition (spec 2 §7). */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Sao_Paulo';
  } catch {
    return 'America/Sao_Paulo';
  }
};

let keys = 0;
export const rowKey = () => `row-${Date.now().toString(36)}-${(keys += 1)}`;

const WALL = "yyyy-MM-dd'T'HH:mm";

/** An instant as the wall time of a datetime-local input in `zone`. */
export function toWallTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const dt = DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone);
  return dt.isValid ? dt.toFormat(WALL) : '';
}

/** The instant of a wall time in `zone` ('' when empty or invalid). */
export function toInstant(wall: string, zone: string): string {
  if (!wall) return '';
  const dt = DateTime.fromISO(wall, { zone });
  return dt.isValid ? (dt.toUTC().toISO() ?? '') : '';
}

export function blankValues(): EditionFormValues {
  return {
    description: '',
    start_registration: '',
    end_registration: '',
    results_due: '',
    time_zone: browserTimeZone(),
    country_ids: [],
    coordinators_emails: [],
    phases: [],
    achievements: [],
    videos: [],
  };
}

/** The form's values of a stored edition. */
export function valuesOf(edition: EditionForForm): EditionFormValues {
  const zone = timeZoneNameOf(edition) ?? browserTimeZone();
  const countryIds = edition.countries?.map((c) => String(c.id)) ?? edition.country_ids?.map(String) ?? [];
  return {
    description: edition.description ?? '',
    start_registration: toWallTime(edition.start_registration, zone),
    end_registration: toWallTime(edition.end_registration, zone),
    results_due: toWallTime(edition.results_due, zone),
    time_zone: zone,
    country_ids: countryIds,
    coordinators_emails:
      edition.coordinators_emails ??
      (edition.coordinators ?? []).map((c) => c.email).filter((e): e is string => !!e),
    phases: [...(edition.phases ?? [])]
      .sort((a, b) => a.phase - b.phase)
      .map((p) => ({
        phase: p.phase,
        categories: p.categories.filter((c): c is FormCategory => c !== 'opmbr'),
        member_limit: p.additional_data?.member_limit != null ? String(p.additional_data.member_limit) : '',
      })),
    achievements: [...(edition.achievements ?? [])]
      .sort((a, b) => a.level - b.level)
      .map((a) => ({
        key: rowKey(),
        name: a.name,
        min_score: String(a.min_score),
        max_score: String(a.max_score),
        template: a.template ?? null,
      })),
    videos: (edition.videos ?? []).map((video) => ({ description: video.description ?? '', url: video.url })),
  };
}

const scoreOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const MINUTE_MS = 60_000;
/** Whether two instants are the same at the form's precision (the minute; a stored instant may have seconds). */
const sameMinute = (a: string, b: string) =>
  Math.floor(Date.parse(a) / MINUTE_MS) === Math.floor(Date.parse(b) / MINUTE_MS);

/** An edition's dates as stored (instants, possibly with seconds), or absent for a new edition. */
export type StoredDates = Partial<
  Record<'start_registration' | 'end_registration' | 'results_due', string | null>
>;

/** A typed instant, or the stored one when they are the same minute (what the form shows). */
const keptInstant = (typed: string, stored: string | null | undefined) =>
  typed && stored && sameMinute(typed, stored) ? stored : typed;

/**
 * The attributes sent (data[attributes]): EditionFormInput with instants in UTC. A date the user did not
 * change is sent as stored (the form shows minutes only), so the rules and the log see it unchanged.
 */
export function toInput(values: EditionFormValues, storedDates: StoredDates | null = null): EditionFormInput {
  const zone = values.time_zone;
  const instant = (d: keyof StoredDates) => keptInstant(toInstant(values[d], zone), storedDates?.[d]);
  return {
    description: values.description,
    start_registration: instant('start_registration'),
    end_registration: instant('end_registration'),
    results_due: instant('results_due'),
    time_zone: values.time_zone,
    country_ids: values.country_ids,
    coordinators_emails: values.coordinators_emails,
    phases: values.phases.map((p) => ({
      phase: p.phase,
      categories: p.categories,
      additional_data: {
        member_limit:
          p.categories.includes('in_group') && p.member_limit.trim() !== '' ? Number(p.member_limit) : null,
      },
    })),
    achievements: values.achievements.map((a) => ({
      name: a.name,
      min_score: scoreOf(a.min_score),
      max_score: scoreOf(a.max_score),
    })),
    videos: values.videos,
  };
}

const pathOfIssue = (issue: v.BaseIssue<unknown>): string =>
  (issue.path ?? []).map((item) => String(item.key)).join('.');

/** The dates each date rule compares, by the field its issue is on. */
const RULE_DATES = {
  start_registration: ['start_registration'],
  end_registration: ['start_registration', 'end_registration'],
  results_due: ['end_registration', 'results_due'],
} as const;

/**
 * The first issue of each field path (e.g. `phases.1.categories`), from the shared schema and date rules.
 * `stored`: the values the form opened with; a date rule is judged only when one of its dates differs from
 * them (a new edition's are blank), so an edition under way, its start before today, stays savable.
 */
export function validate(
  values: EditionFormValues,
  files: EditionFormFiles,
  {
    now = new Date(),
    storedDates = null,
    stored = null,
  }: { now?: Date; storedDates?: StoredDates | null; stored?: EditionFormValues | null } = {},
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const put = (path: string, error: FieldError) => {
    if (!errors[path]) errors[path] = error;
  };
  const input = toInput(values, storedDates);
  const before = stored ? toInput(stored) : null;
  const moved = (d: keyof typeof RULE_DATES) => !before?.[d] || !sameMinute(input[d], before[d]);
  const result = v.safeParse(editionFormSchema, input);
  if (!result.success) for (const issue of result.issues) put(pathOfIssue(issue), { id: issue.message });
  const zone = values.time_zone;
  const dates = ['start_registration', 'end_registration', 'results_due'] as const;
  // Without a time zone a typed date has no instant yet: the time zone field says what is missing.
  if (!zone) for (const d of dates) if (values[d]) delete errors[d];
  if (dates.every((d) => input[d])) {
    const startOfToday = DateTime.fromJSDate(now).setZone(zone).startOf('day').toJSDate();
    for (const issue of editionDateIssues(
      {
        start_registration: input.start_registration,
        end_registration: input.end_registration,
        results_due: input.results_due,
      },
      { startOfToday, storedStart: storedDates?.start_registration ?? null },
    )) {
      if (!RULE_DATES[issue.field].some(moved)) continue;
      const date =
        issue.id === M.afterTime
          ? `${formatDate(issue.date, zone)} ${formatTime(issue.date, zone)}`
          : formatDate(issue.date, zone);
      put(issue.field, { id: issue.id, values: { date } });
    }
  }
  if (files.logo && !files.logo.type.startsWith('image/')) put('logo', { id: M.logoFile });
  if (files.certificate_template && !files.certificate_template.name.toLowerCase().endsWith('.html.erb'))
    put('certificate_template', { id: M.certificateTemplateFile });
  values.achievements.forEach((a, i) => {
    const file = files.achievement_templates[a.key];
    if (file && !file.name.toLowerCase().endsWith('.html.erb'))
      put(`achievements.${i}.template`, { id: M.certificateTemplateFile });
  });
  return errors;
}

/** The multipart body of POST editions / PATCH editions/{id} (part names of EDITION_MULTIPART). */
export function multipartOf(
  values: EditionFormValues,
  files: EditionFormFiles,
  { withCoordinators, storedDates = null }: { withCoordinators: boolean; storedDates?: StoredDates | null },
): FormData {
  const attributes = toInput(values, storedDates);
  if (!withCoordinators) delete attributes.coordinators_emails;
  const parts = EDITION_MULTIPART;
  const body = new FormData();
  body.append(parts.type, 'editions');
  body.append(parts.attributes, JSON.stringify(attributes));
  body.append(
    parts.relationships,
    JSON.stringify({ countries: { data: values.country_ids.map((id) => ({ type: 'countries', id })) } }),
  );
  if (files.logo) body.append(parts.logo, files.logo, files.logo.name);
  if (files.certificate_template)
    body.append(parts.certificateTemplate, files.certificate_template, files.certificate_template.name);
  values.achievements.forEach((a, i) => {
    const file = files.achievement_templates[a.key];
    if (file) body.append(parts.achievementTemplate(i), file, file.name);
  });
  return body;
}

/** Which tab (0 data, 1 phases, 2 certificates) holds a field path. */
export function tabOfPath(path: string): number {
  const top = path.split('.')[0];
  if (top === 'phases') return 1;
  if (top === 'achievements' || top === 'certificate_template') return 2;
  return 0;
}

/** A JSON:API error pointer as a form path: `/data/attributes/phases/1` → `phases.1`, `/achievement_templates/0` → `achievements.0.template`. */
export function pathOfPointer(pointer: string | undefined): string | null {
  if (!pointer) return null;
  const parts = pointer
    .replace(/^\/data\/attributes\//, '')
    .replace(/^\//, '')
    .split('/')
    .filter(Boolean);
  if (parts[0] === 'achievement_templates') return `achievements.${parts[1] ?? 0}.template`;
  if (parts[0] === 'relationships' || parts[0] === 'data') return 'country_ids';
  return parts.length ? parts.join('.') : null;
}
