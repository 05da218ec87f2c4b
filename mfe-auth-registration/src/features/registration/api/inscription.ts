import { api, sendJson } from 'shared-contracts/client';
import { deserialize, type JsonApiDocument, type RegistrationInscriptionPayload } from 'shared-contracts';

/** The inscription part of a students resource (relationship `inscription`). */
export interface InscriptionAttributes {
  id?: string;
  category?: string | null;
  source?: string | null;
  address_state_id?: number | string | null;
  address_city_id?: number | string | null;
  /** The address country chosen when registering (address_country_id). */
  address_country_id?: number | string | null;
  core_edition_id?: number | string | null;
  registrable_type?: string | null;
}

/** A student's inscription in an edition (GET students/inscription; the id is the inscription id). */
export interface StudentInscription {
  id: string;
  school?: number | string | null;
  education_grade_id?: number | string | null;
  teachers_data?: Record<string, unknown> | null;
  confirmed_at?: string | null;
  inscription?: InscriptionAttributes | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An inscription handed over in navigation state: the deserialized students resource, or a raw
 * JSON:API resource (attributes flattened). Anything without an id reads as none.
 */
export function inscriptionFromState(state: unknown): StudentInscription | null {
  const raw = isRecord(state) ? state.inscription : undefined;
  if (!isRecord(raw) || (typeof raw.id !== 'string' && typeof raw.id !== 'number')) return null;
  const flat: Record<string, unknown> = isRecord(raw.attributes) ? { ...raw.attributes, ...raw } : raw;
  delete flat.attributes;
  delete flat.relationships;
  return { ...(flat as Omit<StudentInscription, 'id'>), id: String(raw.id) };
}

/** The current user's inscription in an edition, or null when there is none. */
export async function fetchStudentInscription(
  editionId: string,
  options: { signal?: AbortSignal } = {},
): Promise<StudentInscription | null> {
  const doc = await api()
    .get('students/inscription', {
      headers: { edition: editionId },
      searchParams: { include: 'inscription' },
      signal: options.signal,
    })
    .json<JsonApiDocument>();
  const out = deserialize<StudentInscription>(doc);
  return Array.isArray(out) ? (out[0] ?? null) : out;
}

/** POST students (new registration) or PUT students/{id} (replacing the existing inscription). */
export async function saveStudentInscription(
  editionId: string,
  inscription: RegistrationInscriptionPayload,
): Promise<void> {
  const options = { headers: { edition: editionId } };
  if (inscription.id === undefined)
    await sendJson(
      'post',
      'students',
      { data: { type: 'students', attributes: { ...inscription } } },
      options,
    );
  else
    await sendJson(
      'put',
      `students/${encodeURIComponent(inscription.id)}`,
      { data: { type: 'students', id: inscription.id, attributes: { ...inscription } } },
      options,
    );
}
