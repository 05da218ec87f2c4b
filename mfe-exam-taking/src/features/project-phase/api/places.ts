import { EDUCATION_SEGMENT_IDS } from 'shared-contracts';
import { HTTPError, getOne, getPage } from 'shared-contracts/client';
import { type RemoteOption, type RemoteOptionsPage } from 'shared-contracts/ui';

/**
 * The public reference calls behind the member form's pickers (spec 3 §7): states, cities of a
 * state, schools of a state and city (paged searches by name, 20 a page), and the project's grades.
 */

export const PLACES_PAGE_SIZE = 20;

/** One choice of a picker: the id sent to the API and the text shown. */
export type PickOption = RemoteOption;

export type PickPage = RemoteOptionsPage;

interface Named {
  id: string;
  name: string;
  inep_code?: string | null;
}

const named = (r: Named): PickOption => ({ id: String(r.id), label: r.name });
const unit = (r: Named): PickOption => ({
  id: String(r.id),
  label: r.inep_code ? `${r.inep_code} - ${r.name}` : r.name,
});

async function search(
  path: string,
  params: Record<string, string | number | undefined>,
  term: string,
  page: number,
  toOption: (r: Named) => PickOption,
): Promise<PickPage> {
  const name = term.trim();
  const result = await getPage<Named>(path, {
    params: { ...params, name: name || undefined, page, per: PLACES_PAGE_SIZE },
  });
  return { options: result.items.map(toOption), hasMore: page < result.pageCount };
}

async function one(path: string, toOption: (r: Named) => PickOption): Promise<PickOption | null> {
  try {
    return toOption(await getOne<Named>(path));
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

const enc = encodeURIComponent;

/** GET /states (Brazil). */
export const searchStates = (term: string, page: number) =>
  search('states', { address_country_ids: 1 }, term, page, named);
export const fetchState = (id: string) => one(`states/${enc(id)}`, named);

/** GET /cities?state_id. */
export const searchCities = (stateId: string, term: string, page: number) =>
  search('cities', { state_id: stateId }, term, page, named);
export const fetchCity = (id: string) => one(`cities/${enc(id)}`, named);

/** GET /units/search?address_state_id&address_city_id (the term matches the name or INEP code). */
export const searchUnits = (stateId: string, cityId: string, term: string, page: number) =>
  search('units/search', { address_state_id: stateId, address_city_id: cityId }, term, page, unit);
export const fetchUnit = (id: string) => one(`units/${enc(id)}`, unit);

/** GET /grades/{project slug}?segment_ids=3,4: the student grades of the project. */
export async function fetchGrades(projectSlug: string): Promise<PickOption[]> {
  const segments = [EDUCATION_SEGMENT_IDS.fundamental, EDUCATION_SEGMENT_IDS.medio].join(',');
  const result = await getPage<Named>(`grades/${enc(projectSlug)}`, { params: { segment_ids: segments } });
  return result.items.map(named);
}
