import type { Selectable } from 'kysely';
import type {
  CountriesTable,
  EditionsTable,
  ExamsTable,
  InscriptionsTable,
  PhasesTable,
  TimeZonesTable,
  UsersTable,
  VideosTable,
} from '../../db/schema.js';
import { achievementsOf } from '../certificates/achievement.js';
import { examSummaryResource } from '../exams/resource.js';
import type { Resource } from '../../jsonapi/serialize.js';

export interface EditionRelations {
  coordinators: Selectable<UsersTable>[];
  countries: Selectable<CountriesTable>[];
  phases: Selectable<PhasesTable>[];
  timeZone: Selectable<TimeZonesTable> | null;
  /** The certificate template (level null) and the achievements' (level = position + 1), without source. */
  templates: EditionTemplate[];
  /** The project's slug (segments and grades are looked up by it). */
  projectSlug: string | null;
  /** Present only when loaded. */
  exams?: Selectable<ExamsTable>[];
  inscriptions?: Selectable<InscriptionsTable>[];
  videos?: Selectable<VideosTable>[];
  /** With exams and the reader's inscriptions: the exams the reader may take (ranked_user). */
  rankedExamIds?: Set<number>;
}

export interface EditionTemplate {
  id: number;
  achievement_level: number | null;
  file_name: string;
  created_at: Date;
}

export const editionAttributes = [
  'description',
  'project_id',
  'project_slug',
  'year',
  'start_registration',
  'end_registration',
  'results_due',
  'start_date',
  'active',
  'logo_url',
  'time_zone',
  'certificate_available',
  'certificate_available_at',
  'certificate_template_url',
  'certificate_template',
  'achievements',
  'achievement_template_urls',
  'coordinators_emails',
  'details',
  'created_at',
  'updated_at',
] as const;
export const editionRelationshipNames = [
  'coordinators',
  'countries',
  'phases',
  'time_zone',
  'exams',
  'inscriptions',
  'videos',
] as const;

export const coordinatorResource = (u: Selectable<UsersTable>): Resource => ({
  type: 'users',
  id: u.id,
  attributes: { name: u.name, username: u.username, fractal_id: u.fractal_id, email: u.email },
});

/** A coordinator as someone outside the edition's staff sees them: without the e-mail. */
const coordinatorPublicResource = (u: Selectable<UsersTable>): Resource => ({
  type: 'users',
  id: u.id,
  attributes: { name: u.name, username: u.username, fractal_id: u.fractal_id },
});

/** Who reads an edition: its staff (admins and its coordinators) also get the fields only they need. */
export interface EditionReader {
  staff: boolean;
  /**
   * In a list, the users whose e-mail the reader sees anyway (coordinators of an edition they administer
   * on the same page): such a user then reads alike under every edition, whichever the document keeps.
   */
  knownCoordinators?: ReadonlySet<number>;
}

/**
 * The attributes only the edition's staff need (the edition form, spec 2 §3): the coordinators'
 * e-mails, the certificate and achievement templates (file names and locations), the achievements.
 */
export const staffOnlyEditionAttributes = [
  'certificate_template_url',
  'certificate_template',
  'achievements',
  'achievement_template_urls',
  'coordinators_emails',
] as const;

/** The keys of `details` only the staff need; the others (answer_key_url, csv_shape) are the participants' too. */
const staffOnlyDetails = ['achievements', 'logo_file_name'];

const withoutStaffDetails = (details: unknown): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries((details ?? {}) as Record<string, unknown>).filter(([k]) => !staffOnlyDetails.includes(k)),
  );

export const countryResource = (c: Selectable<CountriesTable>): Resource => ({
  type: 'countries',
  id: c.id,
  attributes: { name: c.name, locale: c.locale, address_country_id: c.address_country_id },
});

export const phaseResource = (p: Selectable<PhasesTable>): Resource => ({
  type: 'phases',
  id: p.id,
  attributes: { phase: p.phase, categories: p.categories, additional_data: p.additional_data ?? {} },
});

export const timeZoneResource = (t: Selectable<TimeZonesTable>): Resource => ({
  type: 'time_zones',
  id: t.id,
  attributes: { name: t.name, offset: t.offset, country_id: t.country_id },
});

export const inscriptionResource = (i: Selectable<InscriptionsTable>): Resource => ({
  type: 'inscriptions',
  id: i.id,
  attributes: { category: i.category, registrable_type: i.registrable_type, created_at: i.created_at },
});

export const videoResource = (v: Selectable<VideosTable>): Resource => ({
  type: 'videos',
  id: v.id,
  attributes: { description: v.description, url: v.url },
});

/** The edition as `reader` may see it: the staff-only attributes, details and e-mails for its staff only. */
export function editionResource(
  e: Selectable<EditionsTable>,
  rel: EditionRelations,
  reader: EditionReader,
): Resource {
  const full = fullEditionResource(e, rel);
  if (reader.staff) return full;
  const attributes: Record<string, unknown> = { ...full.attributes, details: withoutStaffDetails(e.details) };
  for (const name of staffOnlyEditionAttributes) delete attributes[name];
  return {
    ...full,
    attributes,
    relationships: {
      ...full.relationships,
      coordinators: rel.coordinators.map((u) =>
        reader.knownCoordinators?.has(Number(u.id)) ? coordinatorResource(u) : coordinatorPublicResource(u),
      ),
    },
  };
}

function fullEditionResource(e: Selectable<EditionsTable>, rel: EditionRelations): Resource {
  const certificate = rel.templates.find((t) => t.achievement_level === null);
  const byLevel = new Map(
    rel.templates.filter((t) => t.achievement_level !== null).map((t) => [t.achievement_level, t]),
  );
  return {
    type: 'editions',
    id: e.id,
    attributes: {
      description: e.description,
      project_id: e.project_id,
      project_slug: rel.projectSlug,
      year: e.year,
      start_registration: e.start_registration,
      end_registration: e.end_registration,
      results_due: e.results_due,
      start_date: e.start_date,
      active: e.active,
      logo_url: { url: e.logo_url },
      time_zone: e.time_zone,
      certificate_available: e.certificate_available,
      certificate_available_at: e.certificate_available_at,
      certificate_template_url: { url: e.certificate_template_url },
      certificate_template: certificate
        ? { file_name: certificate.file_name, uploaded_at: certificate.created_at }
        : null,
      achievements: achievementsOf(e.details).map((a, i) => {
        const t = byLevel.get(i + 1);
        return { level: i + 1, ...a, template: t ? { id: t.id, file_name: t.file_name } : null };
      }),
      achievement_template_urls: [...byLevel.values()].map((t) => ({
        id: t.id,
        level: t.achievement_level,
        file_name: t.file_name,
      })),
      coordinators_emails: rel.coordinators.map((c) => c.email).filter((m): m is string => !!m),
      details: e.details ?? {},
      created_at: e.created_at,
      updated_at: e.updated_at,
    },
    relationships: {
      coordinators: rel.coordinators.map(coordinatorResource),
      countries: rel.countries.map(countryResource),
      phases: rel.phases.map(phaseResource),
      time_zone: rel.timeZone ? timeZoneResource(rel.timeZone) : null,
      exams: rel.exams?.map((x) => examSummaryResource(x, rel.rankedExamIds)),
      inscriptions: rel.inscriptions?.map(inscriptionResource),
      videos: rel.videos?.map(videoResource),
    },
  };
}
