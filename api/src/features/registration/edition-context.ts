import type { Kysely, Selectable } from 'kysely';
import type { Database, EditionsTable } from '../../db/schema.js';
import { COUNTRY_IDS } from '../../shared-rules.js';

/** What registration needs to know about an edition: its row, countries and offered categories. */
export interface RegistrationEdition {
  edition: Selectable<EditionsTable>;
  /** address_country_id of each of the edition's countries. */
  countryIds: number[];
  /** Union of the phases' categories (empty when the edition has no phases yet). */
  categories: string[];
  isParaguayEdition: boolean;
}

export async function loadRegistrationEdition(
  db: Kysely<Database>,
  editionId: number,
): Promise<RegistrationEdition | undefined> {
  const edition = await db
    .selectFrom('editions')
    .selectAll()
    .where('id', '=', editionId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!edition) return undefined;
  const [countries, phases] = await Promise.all([
    db
      .selectFrom('edition_countries as ec')
      .innerJoin('countries as c', 'c.id', 'ec.country_id')
      .select(['c.id', 'c.address_country_id'])
      .where('ec.edition_id', '=', editionId)
      .orderBy('c.id')
      .execute(),
    db.selectFrom('phases').select('categories').where('edition_id', '=', editionId).execute(),
  ]);
  const countryIds = countries.map((c) => Number(c.address_country_id ?? c.id));
  return {
    edition,
    countryIds,
    categories: [...new Set(phases.flatMap((p) => p.categories))],
    isParaguayEdition: countryIds.includes(COUNTRY_IDS.paraguay),
  };
}

export type WindowState = 'open' | 'notOpen' | 'closed';

/** Spec 1 §4: open when now lies between start_registration and end_registration (a missing bound is no bound). */
export function registrationWindow(edition: Selectable<EditionsTable>, now = new Date()): WindowState {
  if (!edition.active) return 'closed';
  if (edition.start_registration && now < new Date(edition.start_registration)) return 'notOpen';
  if (edition.end_registration && now > new Date(edition.end_registration)) return 'closed';
  return 'open';
}
