import { HTTPError, getOne, getPage } from 'shared-contracts/client';
import type { RemoteOption, RemoteOptionsPage } from 'shared-contracts/ui';

/**
 * The state → city lookups of the edit form (spec 2 §7: GET /states, GET /cities?state_id), as pages
 * of options for the shared remote select, and the option of a chosen id (null when unknown).
 */

const PAGE_SIZE = 20;
/** States of Brazil (spec 2 §7 lists states of the programme's country; INEP codes are Brazilian). */
const BRAZIL = 1;

interface Named {
  id: string;
  name: string;
}

const optionOf = (record: Named): RemoteOption => ({ id: String(record.id), label: record.name });

async function searchPage(
  path: string,
  params: Record<string, string | number>,
  term: string,
  page: number,
): Promise<RemoteOptionsPage> {
  const name = term.trim();
  const result = await getPage<Named>(path, {
    params: { ...params, ...(name ? { name } : {}), page, per: PAGE_SIZE },
  });
  return { options: result.items.map(optionOf), hasMore: page < result.pageCount };
}

async function findOption(path: string): Promise<RemoteOption | null> {
  try {
    return optionOf(await getOne<Named>(path));
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

export const searchStates = (term: string, page: number) =>
  searchPage('states', { address_country_ids: BRAZIL }, term, page);

export const searchCities = (stateId: string, term: string, page: number) =>
  searchPage('cities', { state_id: stateId }, term, page);

export const fetchState = (id: string) => findOption(`states/${encodeURIComponent(id)}`);

export const fetchCity = (id: string) => findOption(`cities/${encodeURIComponent(id)}`);
