import {
  EDUCATION_SEGMENT_IDS,
  LIMITS,
  REGISTRATION_MESSAGE_IDS,
  onlyDigits,
  type Country,
} from 'shared-contracts';
import { HTTPError, errorsOf, getOne, getPage } from 'shared-contracts/client';
import { type RemoteOption, type RemoteOptionsPage } from 'shared-contracts/ui';

/**
 * Reference-data lookups of the registration forms (spec 1 §7): paged searches for remote selects
 * (states, cities, school units) answer `{ options, hasMore }`; by-id lookups answer the option of a
 * preselected value, or null when the id is unknown.
 */

/** Options per page of a remote search. */
export const LOOKUP_PAGE_SIZE = 20;

export interface StateRecord {
  id: string;
  name: string;
  uf: string;
}

export interface CityRecord {
  id: string;
  name: string;
}

export interface UnitRecord {
  id: string;
  name: string;
  inep_code: string | null;
}

export interface NamedRecord {
  id: string;
  name: string;
}

export interface GradeRecord extends NamedRecord {
  segment_id?: number | string | null;
}

/** The student grades: fundamental and médio segments (spec 1 §9). */
export const STUDENT_SEGMENT_IDS: readonly number[] = [
  EDUCATION_SEGMENT_IDS.fundamental,
  EDUCATION_SEGMENT_IDS.medio,
];

export const stateOption = (s: StateRecord): RemoteOption => ({ id: String(s.id), label: s.name });
export const cityOption = (c: CityRecord): RemoteOption => ({ id: String(c.id), label: c.name });
/** A school shows its INEP code first, since the search accepts either. */
export const unitOption = (u: UnitRecord): RemoteOption => ({
  id: String(u.id),
  label: u.inep_code ? `${u.inep_code} - ${u.name}` : u.name,
});

async function searchPage<T>(
  path: string,
  params: Record<string, string | number | undefined>,
  term: string,
  page: number,
  toOption: (record: T) => RemoteOption,
): Promise<RemoteOptionsPage> {
  const name = term.trim();
  const result = await getPage<T>(path, {
    params: { ...params, name: name === '' ? undefined : name, page, per: LOOKUP_PAGE_SIZE },
  });
  return { options: result.items.map(toOption), hasMore: page < result.pageCount };
}

/** One record by id; null when the API answers 404. */
async function findOne<T>(path: string): Promise<T | null> {
  try {
    return await getOne<T>(path);
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

async function findOption<T>(path: string, toOption: (record: T) => RemoteOption) {
  const record = await findOne<T>(path);
  return record ? toOption(record) : null;
}

const idPath = (base: string, id: string | number) => `${base}/${encodeURIComponent(String(id))}`;

/** GET /states?address_country_ids (the edition's country, 1 by default). */
export function searchStates({
  countryIds = [1],
  term = '',
  page = 1,
}: { countryIds?: readonly number[]; term?: string; page?: number } = {}): Promise<RemoteOptionsPage> {
  return searchPage<StateRecord>(
    'states',
    { address_country_ids: countryIds.join(',') },
    term,
    page,
    stateOption,
  );
}

export function fetchState(id: string | number): Promise<RemoteOption | null> {
  return findOption<StateRecord>(idPath('states', id), stateOption);
}

/** GET /cities?state_id. */
export function searchCities({
  stateId,
  term = '',
  page = 1,
}: {
  stateId: string | number;
  term?: string;
  page?: number;
}): Promise<RemoteOptionsPage> {
  return searchPage<CityRecord>('cities', { state_id: stateId }, term, page, cityOption);
}

export function fetchCity(id: string | number): Promise<RemoteOption | null> {
  return findOption<CityRecord>(idPath('cities', id), cityOption);
}

/** GET /units/search by state and city; the term matches the name or the INEP code. */
export function searchUnits({
  stateId,
  cityId,
  term = '',
  page = 1,
}: {
  stateId?: string | number | null;
  cityId?: string | number | null;
  term?: string;
  page?: number;
}): Promise<RemoteOptionsPage> {
  return searchPage<UnitRecord>(
    'units/search',
    { address_state_id: stateId ?? undefined, address_city_id: cityId ?? undefined },
    term,
    page,
    unitOption,
  );
}

export function fetchUnit(id: string | number): Promise<RemoteOption | null> {
  return findOption<UnitRecord>(idPath('units', id), unitOption);
}

/** GET /countries. */
export async function fetchCountries(): Promise<Country[]> {
  return (await getPage<Country>('countries')).items;
}

/** GET /segments/{project slug}. */
export async function fetchSegments(slug: string): Promise<NamedRecord[]> {
  return (await getPage<NamedRecord>(idPath('segments', slug))).items;
}

/** GET /grades/{project slug}?segment_ids=3,4. */
export async function fetchGrades(
  slug: string,
  segmentIds: readonly number[] = STUDENT_SEGMENT_IDS,
  options: { signal?: AbortSignal } = {},
): Promise<GradeRecord[]> {
  const params = segmentIds.length ? { segment_ids: segmentIds.join(',') } : {};
  return (await getPage<GradeRecord>(idPath('grades', slug), { params }, { signal: options.signal })).items;
}

/** GET /grades/{id}; null when unknown. */
export function fetchGrade(id: string | number): Promise<GradeRecord | null> {
  return findOne<GradeRecord>(idPath('grades', id));
}

export interface PostalAddress {
  zipcode: string;
  street: string;
  neighborhood: string;
  city: string;
  uf: string;
  /** Our city and state ids, when the provider's names matched ours. */
  city_id: number | null;
  state_id: number | null;
}

type CepMessageId =
  | typeof REGISTRATION_MESSAGE_IDS.zipcode
  | typeof REGISTRATION_MESSAGE_IDS.cepNotFound
  | typeof REGISTRATION_MESSAGE_IDS.cepLookupFailed;

/** A postal-code lookup: the address, or the warning to show (spec 1 §8). */
export type PostalCodeLookup = { ok: true; address: PostalAddress } | { ok: false; messageId: CepMessageId };

/**
 * GET /postal_codes/{cep}. Not found gives 'CEP não encontrado'; any other failure gives
 * 'Erro ao carregar dados por CEP, favor preencher manualmente'. A code without 8 digits is not sent.
 */
export async function lookupPostalCode(cep: string): Promise<PostalCodeLookup> {
  const digits = onlyDigits(cep);
  if (digits.length !== LIMITS.cepDigits) return { ok: false, messageId: REGISTRATION_MESSAGE_IDS.zipcode };
  try {
    const address = await getOne<PostalAddress>(idPath('postal_codes', digits));
    return { ok: true, address };
  } catch (error) {
    const notFound =
      error instanceof HTTPError &&
      (error.response.status === 404 ||
        (await errorsOf(error)).some((e) => e.code === REGISTRATION_MESSAGE_IDS.cepNotFound));
    return {
      ok: false,
      messageId: notFound ? REGISTRATION_MESSAGE_IDS.cepNotFound : REGISTRATION_MESSAGE_IDS.cepLookupFailed,
    };
  }
}
