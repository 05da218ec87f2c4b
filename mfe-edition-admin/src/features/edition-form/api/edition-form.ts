import { getOne, getPage, sendForm, sendJson } from 'shared-contracts/client';
import type { Country, TimeZone } from 'shared-contracts';
import type { EditionRow } from '../../../shared/api/editions';

/** An achievement as GET edition/{id} returns it for the form. */
export interface StoredAchievement {
  level: number;
  name: string;
  min_score: number;
  max_score: number;
  template: { id: string; file_name: string } | null;
}

/** GET edition/{id} with what the form edits (the contract's extra attributes included). */
export interface EditionForForm extends EditionRow {
  achievements?: StoredAchievement[] | null;
  certificate_template?: { file_name: string; uploaded_at?: string } | null;
  videos?: { id?: string; description?: string | null; url: string }[];
  country_ids?: (string | number)[];
}

export const EDITION_FORM_INCLUDE = ['coordinators', 'countries', 'time_zone', 'phases', 'videos'];

/** GET edition/{id} with coordinators, countries, time zone, phases and videos (404 for an unknown id). */
export function fetchEditionForForm(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<EditionForForm> {
  return getOne<EditionForForm>(
    `edition/${encodeURIComponent(id)}`,
    { include: EDITION_FORM_INCLUDE },
    { signal: options.signal },
  );
}

/** GET countries (every country an edition may name; not paged). */
export async function fetchCountries(options: { signal?: AbortSignal } = {}): Promise<Country[]> {
  return (await getPage<Country>('countries', {}, { signal: options.signal })).items;
}

/** GET time_zones filtered by the chosen countries (filter[country_id] joined by commas; not paged). */
export async function fetchTimeZones(
  countryIds: readonly string[],
  options: { signal?: AbortSignal } = {},
): Promise<TimeZone[]> {
  const filter = countryIds.length ? { country_id: countryIds.join(',') } : {};
  return (await getPage<TimeZone>('time_zones', { filter }, { signal: options.signal })).items;
}

/** GET coordinators?filter[email]=: whether a coordinator holds that e-mail. */
export async function coordinatorExists(email: string): Promise<boolean> {
  const page = await getPage<{ email: string }>('coordinators', {
    filter: { email },
    page: { number: 1, size: 20 },
  });
  return page.items.some((c) => c.email?.toLowerCase() === email.toLowerCase());
}

/** POST editions or PATCH editions/{id} with the form's multipart body; the saved edition's id. */
export async function saveEdition(id: string | null, body: FormData): Promise<string> {
  const doc = await sendForm<{ data: { id: string } }>(
    id ? 'patch' : 'post',
    id ? `editions/${encodeURIComponent(id)}` : 'editions',
    body,
  );
  return doc.data.id;
}

/** DELETE editions/{editionId}/achievement_templates/{templateId}. */
export async function deleteAchievementTemplate(editionId: string, templateId: string): Promise<void> {
  await sendJson(
    'delete',
    `editions/${encodeURIComponent(editionId)}/achievement_templates/${encodeURIComponent(templateId)}`,
  );
}
