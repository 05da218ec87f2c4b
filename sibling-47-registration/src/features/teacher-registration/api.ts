import type { RegistrationPayload } from 'shared-contracts';
import { getJson, sendJson, type ApiFetch } from '../../api/json-api';

/** The edition as this form reads it (GET edition/{id}, as the React registration does). */
export interface TeacherEdition {
  id: string;
  description: string;
  start_registration: string;
  end_registration: string;
  countries?: { id: string; address_country_id?: number | null }[];
  phases?: { categories?: string[] }[];
}

export interface StoredUser {
  id: string;
  birthday?: string | null;
  gender?: string | null;
  phone?: string | null;
  taxpayer_number?: string | null;
  additional_data?: Record<string, unknown> | null;
}

export interface Option {
  id: string;
  label: string;
}

export const fetchEdition = (apiFetch: ApiFetch, id: string) =>
  getJson<TeacherEdition>(apiFetch, `edition/${encodeURIComponent(id)}`, {
    searchParams: { include: 'countries,time_zone,phases' },
  });

export const fetchUser = (apiFetch: ApiFetch, id: string) =>
  getJson<StoredUser>(apiFetch, `user/${encodeURIComponent(id)}`);

/** The teacher's inscription in the edition, or null (GET students/inscription, header edition). */
export async function fetchInscription(
  apiFetch: ApiFetch,
  editionId: string,
): Promise<{ id: string } | null> {
  const found = await getJson<{ id: string } | { id: string }[] | null>(apiFetch, 'students/inscription', {
    headers: { edition: editionId },
    searchParams: { include: 'inscription' },
  });
  return Array.isArray(found) ? (found[0] ?? null) : found;
}

const options = async (apiFetch: ApiFetch, path: string, params: Record<string, string | number>) =>
  (
    await getJson<{ id: string; name: string; inep_code?: string | null }[]>(apiFetch, path, {
      searchParams: { ...params, per: 100 },
    })
  ).map((r) => ({ id: String(r.id), label: r.inep_code ? `${r.inep_code} - ${r.name}` : r.name }));

export const fetchStates = (apiFetch: ApiFetch, countryId: number) =>
  options(apiFetch, 'states', { address_country_ids: countryId });

export const searchCities = (apiFetch: ApiFetch, stateId: string, name: string) =>
  options(apiFetch, 'cities', { state_id: stateId, ...(name.trim() ? { name: name.trim() } : {}) });

export const searchSchools = (apiFetch: ApiFetch, stateId: string, cityId: string, name: string) =>
  options(apiFetch, 'units/search', {
    address_state_id: stateId,
    address_city_id: cityId,
    ...(name.trim() ? { name: name.trim() } : {}),
  });

/** The registration sequence of spec 1 §4: PATCH users/{id}, then POST students (header edition). */
export async function submitTeacherRegistration(
  apiFetch: ApiFetch,
  editionId: string,
  payload: RegistrationPayload,
): Promise<void> {
  const { id, ...attributes } = payload.user;
  await sendJson(apiFetch, 'PATCH', `users/${encodeURIComponent(id)}`, {
    data: { type: 'users', id, attributes },
  });
  await sendJson(
    apiFetch,
    'POST',
    'students',
    { data: { type: 'students', attributes: { ...payload.inscription } } },
    { edition: editionId },
  );
}
