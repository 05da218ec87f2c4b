import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditFixedField } from '../../shared-rules.js';
import { achievementsOf } from '../certificates/achievement.js';

/**
 * An edition's form fields as stored, for the audit log's {field: [before, after]}: dates as ISO
 * instants, lists in a stable order, files by name.
 */
export async function editionSnapshot(
  db: Kysely<Database> | Transaction<Database>,
  editionId: number,
): Promise<Partial<Record<AuditFixedField, unknown>>> {
  const [edition, countries, coordinators, phases, videos, templates] = await Promise.all([
    db.selectFrom('editions').selectAll().where('id', '=', editionId).executeTakeFirstOrThrow(),
    db
      .selectFrom('edition_countries')
      .select('country_id')
      .where('edition_id', '=', editionId)
      .orderBy('country_id')
      .execute(),
    db
      .selectFrom('edition_coordinators as ec')
      .innerJoin('users as u', 'u.id', 'ec.user_id')
      .select('u.email')
      .where('ec.edition_id', '=', editionId)
      .orderBy('u.email')
      .execute(),
    db.selectFrom('phases').selectAll().where('edition_id', '=', editionId).orderBy('phase').execute(),
    db
      .selectFrom('videos')
      .select(['description', 'url'])
      .where('edition_id', '=', editionId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('certificate_templates')
      .select(['achievement_level', 'file_name'])
      .where('edition_id', '=', editionId)
      .orderBy('achievement_level')
      .execute(),
  ]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const details = (edition.details ?? {}) as Record<string, unknown>;
  return {
    description: edition.description,
    start_registration: iso(edition.start_registration),
    end_registration: iso(edition.end_registration),
    results_due: iso(edition.results_due),
    time_zone: edition.time_zone,
    country_ids: countries.map((c) => String(c.country_id)),
    coordinators_emails: coordinators.map((c) => c.email).filter((e): e is string => !!e),
    phases: phases.map((p) => ({
      phase: p.phase,
      categories: p.categories,
      member_limit: (p.additional_data as { member_limit?: number } | null)?.member_limit ?? null,
    })),
    achievements: achievementsOf(details),
    videos: videos.map((v) => ({ description: v.description ?? '', url: v.url })),
    logo:
      typeof details.logo_file_name === 'string'
        ? details.logo_file_name
        : edition.logo_url
          ? edition.logo_url.split('/').pop()
          : null,
    certificate_template: templates.find((t) => t.achievement_level === null)?.file_name ?? null,
    achievement_templates: Object.fromEntries(
      templates
        .filter((t) => t.achievement_level !== null)
        .map((t) => [String(t.achievement_level), t.file_name]),
    ),
  };
}
