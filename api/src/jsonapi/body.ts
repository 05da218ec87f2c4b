import { ApiError } from './errors.js';

export interface ResourceBody {
  id?: string;
  attributes: Record<string, unknown>;
}

/**
 * Reads a JSON:API request body `{data:{type, id?, attributes}}`: 422 without data, 409 for a type
 * other than the accepted ones (JSON:API's rule), attributes defaulting to {}.
 */
export function readResourceBody(body: unknown, types: readonly string[]): ResourceBody {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new ApiError(422, 'data is required', { pointer: '/data' });
  const { type, id, attributes } = data as { type?: unknown; id?: unknown; attributes?: unknown };
  if (typeof type !== 'string' || !types.includes(type))
    throw new ApiError(409, `data.type must be ${types.join(' or ')}`, { pointer: '/data/type' });
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
