import { ApiError } from './errors.js';

export interface ResourceBody {
  id?: string;
  attributes: Record<string, unknown>;
}

/**
 * Reads a JSON:API request body `{data:{type, id?, attributes}}`: 422 without data, 409 for a type
 * other than the accepted ones (JSON:API's rule), attributes defaulting to {}. An id that is not a string
 * (or a number) is a 422: it is compared with the URL's as text. The attributes' values are as sent:
 * each reader checks the type of what it reads (a boolean or an array where a string is expected is a
 * 422 at that attribute).
 */
export function readResourceBody(body: unknown, types: readonly string[]): ResourceBody {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new ApiError(422, 'data is required', { pointer: '/data' });
  const { type, id, attributes } = data as { type?: unknown; id?: unknown; attributes?: unknown };
  if (typeof type !== 'string' || !types.includes(type))
    throw new ApiError(409, `data.type must be ${types.join(' or ')}`, { pointer: '/data/type' });
  if (id !== undefined && id !== null && typeof id !== 'string' && typeof id !== 'number')
    throw new ApiError(422, 'data.id must be a string', { pointer: '/data/id' });
  if (
    attributes !== undefined &&
    (attributes === null || typeof attributes !== 'object' || Array.isArray(attributes))
  )
    throw new ApiError(422, 'data.attributes must be an object', { pointer: '/data/attributes' });
  return {
    ...(id === undefined || id === null ? {} : { id: String(id) }),
    attributes: (attributes ?? {}) as Record<string, unknown>,
  };
}
