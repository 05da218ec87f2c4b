import { deserialize, type JsonApiDocument, type ParcelCustomProps } from 'shared-contracts';

export type ApiFetch = ParcelCustomProps['apiFetch'];

/** A refused call: the HTTP status and the JSON:API errors (detail is in the user's language). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly errors: { detail?: string; source?: { pointer?: string } }[],
  ) {
    super(errors[0]?.detail ?? `HTTP ${status}`);
  }
}

async function documentOf(response: Response): Promise<JsonApiDocument> {
  const text = await response.text();
  const doc = (text === '' ? {} : JSON.parse(text)) as JsonApiDocument & { errors?: ApiFailure['errors'] };
  if (!response.ok) throw new ApiFailure(response.status, doc.errors ?? []);
  return doc;
}

/** GET a resource or a list, deserialized (relationships resolved from `included`). */
export async function getJson<T>(
  apiFetch: ApiFetch,
  path: string,
  options: { headers?: Record<string, string>; searchParams?: Record<string, string | number> } = {},
): Promise<T> {
  return deserialize<T>(await documentOf(await apiFetch(path, { method: 'GET', ...options }))) as T;
}

/** POST, PUT or PATCH a JSON:API document; the answer is checked, not returned. */
export async function sendJson(
  apiFetch: ApiFetch,
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<void> {
  await documentOf(await apiFetch(path, { method, json, headers }));
}
