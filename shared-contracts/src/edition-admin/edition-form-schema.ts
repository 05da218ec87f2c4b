import * as v from 'valibot';
import type { PhaseCategory } from '../entities/edition';
import { EDITION_FORM_MESSAGE_IDS as M } from './messages';

/**
 * The edition form's rules (spec 2 §5 "Edition form"), one schema for the browser and the API.
 * Structure and field rules are the valibot schema; the rules between dates need "today" and the
 * stored values, so they are `editionDateIssues`, which both sides call after the schema.
 */

/** Categories an organiser can give a phase (spec 2 §9; opmbr is a teachers' label, not offered). */
export const EDITION_PHASE_CATEGORIES = [
  'opened',
  'regular',
  'pre_project',
  'in_group',
  'final_project',
] as const satisfies readonly PhaseCategory[];

export const EDITION_LIMITS = {
  descriptionMin: 3,
  descriptionMax: 100,
  achievementNameMax: 100,
  videoDescriptionMax: 200,
  videoUrlMax: 2000,
  maxPhases: 20,
  maxAchievements: 20,
  maxVideos: 50,
  maxCoordinators: 100,
  maxCountries: 300,
  /** Logo: an image of at most 1 MB. */
  logoMaxBytes: 1_000_000,
  /** Certificate and achievement templates (.html.erb): at most 512 KB each. */
  templateMaxBytes: 512 * 1024,
} as const;

/** The e-mail pattern of the coordinator field (spec 2 §5). */
export const COORDINATOR_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isCoordinatorEmail = (email: string) => COORDINATOR_EMAIL_RE.test(email.trim());

const trimmed = v.pipe(v.string(), v.trim());
const instant = v.pipe(
  v.string(M.required),
  v.trim(),
  v.nonEmpty(M.required),
  v.check((s) => !Number.isNaN(Date.parse(s)), M.invalidDate),
);
const score = v.pipe(v.number(M.scoreMin), v.finite(M.scoreMin), v.minValue(0, M.scoreMin));

export const editionPhaseSchema = v.pipe(
  v.object({
    phase: v.pipe(v.number(M.phaseNumbers), v.integer(M.phaseNumbers), v.minValue(1, M.phaseNumbers)),
    categories: v.pipe(
      v.array(v.picklist(EDITION_PHASE_CATEGORIES, M.phaseCategories), M.phaseCategories),
      v.minLength(1, M.phaseCategories),
    ),
    additional_data: v.optional(
      v.object({
        member_limit: v.optional(
          v.nullable(v.pipe(v.number(M.memberLimit), v.integer(M.memberLimit), v.minValue(1, M.memberLimit))),
        ),
      }),
      {},
    ),
  }),
  v.forward(
    v.check(
      (p) => !p.categories.includes('in_group') || typeof p.additional_data?.member_limit === 'number',
      M.memberLimit,
    ),
    ['additional_data', 'member_limit'],
  ),
);

export const editionAchievementSchema = v.pipe(
  v.object({
    name: v.pipe(
      trimmed,
      v.nonEmpty(M.achievementName),
      v.maxLength(EDITION_LIMITS.achievementNameMax, M.achievementName),
    ),
    min_score: score,
    max_score: score,
  }),
  v.forward(
    v.check((a) => a.min_score <= a.max_score, M.scoreRange),
    ['max_score'],
  ),
);

export const editionVideoSchema = v.object({
  description: v.optional(v.pipe(trimmed, v.maxLength(EDITION_LIMITS.videoDescriptionMax)), ''),
  url: v.pipe(
    trimmed,
    v.maxLength(EDITION_LIMITS.videoUrlMax, M.videoUrl),
    v.regex(/^https?:\/\/\S+$/i, M.videoUrl),
  ),
});

const coordinatorEmail = v.pipe(
  trimmed,
  v.toLowerCase(),
  v.check((e) => COORDINATOR_EMAIL_RE.test(e), M.invalidEmail),
);

/**
 * The edition's attributes as the form sends them (`data[attributes]` of POST/PATCH editions).
 * Phases are numbered 1…n without repetition; achievements' level is their position + 1.
 */
export const editionFormSchema = v.pipe(
  v.object({
    description: v.pipe(
      trimmed,
      v.nonEmpty(M.required),
      v.minLength(EDITION_LIMITS.descriptionMin, M.descriptionLength),
      v.maxLength(EDITION_LIMITS.descriptionMax, M.descriptionLength),
    ),
    start_registration: instant,
    end_registration: instant,
    results_due: instant,
    time_zone: v.pipe(trimmed, v.nonEmpty(M.required), v.maxLength(64, M.unknownTimeZone)),
    country_ids: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.regex(/^\d{1,9}$/, M.unknownCountry))),
        v.maxLength(EDITION_LIMITS.maxCountries),
      ),
      [],
    ),
    coordinators_emails: v.optional(
      v.pipe(
        v.array(coordinatorEmail),
        v.maxLength(EDITION_LIMITS.maxCoordinators),
        v.check((list) => new Set(list).size === list.length, M.duplicateCoordinator),
      ),
      [],
    ),
    phases: v.optional(v.pipe(v.array(editionPhaseSchema), v.maxLength(EDITION_LIMITS.maxPhases)), []),
    achievements: v.optional(
      v.pipe(v.array(editionAchievementSchema), v.maxLength(EDITION_LIMITS.maxAchievements)),
      [],
    ),
    videos: v.optional(v.pipe(v.array(editionVideoSchema), v.maxLength(EDITION_LIMITS.maxVideos)), []),
  }),
  v.forward(
    v.check(
      (e) => e.phases.every((p, i) => e.phases.findIndex((q) => q.phase === p.phase) === i),
      M.phaseNumbers,
    ),
    ['phases'],
  ),
);

export type EditionFormInput = v.InferInput<typeof editionFormSchema>;
export type EditionFormValues = v.InferOutput<typeof editionFormSchema>;
export type EditionPhaseValues = v.InferOutput<typeof editionPhaseSchema>;
export type EditionAchievementValues = v.InferOutput<typeof editionAchievementSchema>;

/** The next phase number: one after the last phase (spec 2 §3 "Phase"). */
export const nextPhaseNumber = (phases: readonly { phase: number }[]) =>
  phases.reduce((max, p) => Math.max(max, p.phase), 0) + 1;

export interface EditionDateIssue {
  field: 'start_registration' | 'end_registration' | 'results_due';
  /** A message id of editionFormMessages. */
  id: string;
  /** The instant to show in the message's {date} (the caller formats it in the reader's zone). */
  date?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * The rules between the edition's dates (spec 2 §5):
 * - the start is not before today (unless it is the stored start, unchanged to the minute, the
 *   form's precision: an edition under way stays editable);
 * - the start is not after the end;
 * - the end is before the result date minus one day (so the result date is more than a day after it).
 * `startOfToday` is the start of the current day in the edition's time zone.
 */
export function editionDateIssues(
  values: Pick<EditionFormValues, 'start_registration' | 'end_registration' | 'results_due'>,
  { startOfToday, storedStart }: { startOfToday: Date; storedStart?: string | null },
): EditionDateIssue[] {
  const issues: EditionDateIssue[] = [];
  const start = Date.parse(values.start_registration);
  const end = Date.parse(values.end_registration);
  const result = Date.parse(values.results_due);
  const unchangedStart =
    storedStart != null && Math.floor(Date.parse(storedStart) / MINUTE_MS) === Math.floor(start / MINUTE_MS);
  if (!unchangedStart && start < startOfToday.getTime())
    issues.push({ field: 'start_registration', id: M.afterDate, date: startOfToday.toISOString() });
  if (end < start)
    issues.push({ field: 'end_registration', id: M.afterTime, date: new Date(start).toISOString() });
  if (!(end < result - DAY_MS))
    issues.push({ field: 'results_due', id: M.afterDate, date: new Date(end + DAY_MS).toISOString() });
  return issues;
}

/** Multipart part names of POST editions / PATCH editions/{id} (spec 2 §7 "Editions"). */
export const EDITION_MULTIPART = {
  type: 'data[type]',
  /** JSON of EditionFormInput. */
  attributes: 'data[attributes]',
  /** JSON: {countries:{data:[{type:'countries',id}]}} (country_ids in attributes is the same list). */
  relationships: 'data[relationships]',
  logo: 'logo',
  certificateTemplate: 'certificate_template',
  /** `achievement_templates[<index>]`: the template of the achievement at that index (level index + 1). */
  achievementTemplate: (index: number) => `achievement_templates[${index}]`,
} as const;
