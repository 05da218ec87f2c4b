import { getPage } from 'shared-contracts/client';
import type { RemoteOption, RemoteOptionsPage } from 'shared-contracts/ui';

/**
 * The per-school form's lookups (spec 2 §7 "Results and reports"): GET /states?address_country_ids,
 * GET /cities?state_id, GET /units/search?address_city_id&address_state_id&name — pages of options for
 * the shared remote select.
 */

const PAGE_SIZE = 20;

interface Named {
  id: string;
  name: string;
}

interface Unit extends Named {
  inep_code: string | number | null;
}

/** "[INEP] name", the code in brackets only when it is nonzero. */
export function unitLabel(unit: Pick<Unit, 'name' | 'inep_code'>): string {
  const code = unit.inep_code === null ? '' : String(unit.inep_code).trim();
  return code && Number(code) !== 0 ? `[${code}] ${unit.name}` : unit.name;
}

async function searchPage<T extends Named>(
  path: string,
  params: Record<string, string | number>,
  term: string,
  page: number,
  label: (record: T) => string = (record) => record.name,
): Promise<RemoteOptionsPage> {
  const name = term.trim();
  const result = await getPage<T>(path, {
    params: { ...params, ...(name ? { name } : {}), page, per: PAGE_SIZE },
  });
  return {
    options: result.items.map((record): RemoteOption => ({ id: String(record.id), label: label(record) })),
    hasMore: page < result.pageCount,
  };
}

export const searchStates = (countryIds: readonly number[], term: string, page: number) =>
  searchPage('states', { address_country_ids: countryIds.join(',') }, term, page);

export const searchCities = (stateId: string, term: string, page: number) =>
  searchPage('cities', { state_id: stateId }, term, page);

export const searchUnits = (stateId: string, cityId: string, term: string, page: number) =>
  searchPage<Unit>(
    'units/search',
    { address_state_id: stateId, address_city_id: cityId },
    term,
    page,
    unitLabel,
  );
