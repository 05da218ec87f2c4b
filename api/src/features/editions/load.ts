import type { Kysely, Selectable } from 'kysely';
import type { Database, EditionsTable } from '../../db/schema.js';
import { rankedExamIds } from '../exams/ranked-exams.js';
import type { EditionRelations } from './resource.js';

/** The edition of the served project (not deleted), or undefined. */
export function loadEdition(
  db: Kysely<Database>,
  id: number,
  projectId: number,
): Promise<Selectable<EditionsTable> | undefined> {
  return db
    .selectFrom('editions')
    .selectAll()
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

function group<T, K>(rows: T[], keyOf: (r: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = map.get(k);
    if (list) list.push(r);
    else map.set(k, [r]);
  }
  return map;
}

export interface LoadOptions {
  /** Inscriptions of this user only (participants see their own); with `exams`, also which they may take. */
  inscriptionsOfUser?: number;
  exams?: boolean;
  videos?: boolean;
}

/** Loads the relationships of a page of editions with one query per relationship. */
export async function loadEditionRelations(
  db: Kysely<Database>,
  editions: Selectable<EditionsTable>[],
  opts: LoadOptions = {},
): Promise<Map<number, EditionRelations>> {
  const ids = editions.map((e) => e.id);
  const result = new Map<number, EditionRelations>();
  if (!ids.length) return result;

  const zoneNames = [...new Set(editions.map((e) => e.time_zone).filter((z): z is string => !!z))];
  const projectIds = [...new Set(editions.map((e) => e.project_id))];
  const [coordinators, countries, phases, zones, exams, inscriptions, videos, projects, templates] =
    await Promise.all([
      db
        .selectFrom('edition_coordinators as ec')
        .innerJoin('users', 'users.id', 'ec.user_id')
        .selectAll('users')
        .select('ec.edition_id')
        .where('ec.edition_id', 'in', ids)
        .orderBy('users.name')
        .orderBy('users.id')
        .execute(),
      db
        .selectFrom('edition_countries as ec')
        .innerJoin('countries', 'countries.id', 'ec.country_id')
        .selectAll('countries')
        .select('ec.edition_id')
        .where('ec.edition_id', 'in', ids)
        .orderBy('countries.id')
        .execute(),
      db.selectFrom('phases').selectAll().where('edition_id', 'in', ids).orderBy('phase').execute(),
      zoneNames.length
        ? db.selectFrom('time_zones').selectAll().where('name', 'in', zoneNames).execute()
        : Promise.resolve([]),
      opts.exams
        ? db
            .selectFrom('exams')
            .selectAll()
            .where('edition_id', 'in', ids)
            .orderBy('phase')
            .orderBy('start_date')
            .orderBy('id')
            .execute()
        : Promise.resolve(undefined),
      opts.inscriptionsOfUser !== undefined
        ? db
            .selectFrom('inscriptions')
            .selectAll()
            .where('edition_id', 'in', ids)
            .where('user_id', '=', opts.inscriptionsOfUser)
            .orderBy('id')
            .execute()
        : Promise.resolve(undefined),
      opts.videos
        ? db.selectFrom('videos').selectAll().where('edition_id', 'in', ids).orderBy('id').execute()
        : Promise.resolve(undefined),
      db.selectFrom('projects').select(['id', 'slug']).where('id', 'in', projectIds).execute(),
      db
        .selectFrom('certificate_templates')
        .select(['id', 'edition_id', 'achievement_level', 'file_name', 'created_at'])
        .where('edition_id', 'in', ids)
        .orderBy('achievement_level')
        .execute(),
    ]);
  const slugOf = new Map(projects.map((p) => [Number(p.id), p.slug]));
  // The user's classifications in these exams, for ranked_user (one query for all the editions).
  const classifiedIn =
    exams?.length && opts.inscriptionsOfUser !== undefined
      ? new Set(
          (
            await db
              .selectFrom('ratings')
              .select('exam_id')
              .where('user_id', '=', opts.inscriptionsOfUser)
              .where('is_ranked', '=', true)
              .where(
                'exam_id',
                'in',
                exams.map((e) => e.id),
              )
              .execute()
          ).map((r) => r.exam_id),
        )
      : undefined;

  const byEdition = {
    coordinators: group(coordinators, (r) => r.edition_id),
    countries: group(countries, (r) => r.edition_id),
    phases: group(phases, (r) => r.edition_id),
    exams: exams && group(exams, (r) => r.edition_id),
    inscriptions: inscriptions && group(inscriptions, (r) => r.edition_id),
    videos: videos && group(videos, (r) => r.edition_id),
    templates: group(templates, (r) => r.edition_id),
  };
  const zoneByName = new Map(zones.map((z) => [z.name, z]));
  for (const e of editions) {
    const rel: EditionRelations = {
      coordinators: (byEdition.coordinators.get(e.id) ?? []).map(({ edition_id: _, ...u }) => u),
      countries: (byEdition.countries.get(e.id) ?? []).map(({ edition_id: _, ...c }) => c),
      phases: byEdition.phases.get(e.id) ?? [],
      timeZone: (e.time_zone && zoneByName.get(e.time_zone)) || null,
      projectSlug: slugOf.get(Number(e.project_id)) ?? null,
      templates: byEdition.templates.get(e.id) ?? [],
    };
    if (byEdition.exams) rel.exams = byEdition.exams.get(e.id) ?? [];
    if (byEdition.inscriptions) rel.inscriptions = byEdition.inscriptions.get(e.id) ?? [];
    if (rel.exams && rel.inscriptions && classifiedIn)
      rel.rankedExamIds = rankedExamIds(rel.exams, rel.inscriptions.length > 0, classifiedIn);
    if (byEdition.videos) rel.videos = byEdition.videos.get(e.id) ?? [];
    result.set(e.id, rel);
  }
  return result;
}
