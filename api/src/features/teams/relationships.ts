import { ApiError, errorObject } from '../../jsonapi/errors.js';
import { idOf } from '../../jsonapi/ids.js';
import type { Locale } from '../../shared-rules.js';
import { teamFailure } from './messages.js';

/**
 * The id linked by `data.relationships.<name>.data` of a JSON:API body: undefined when the relationship
 * is absent, null when its data is null, the id otherwise. 409 for another type, 422 for a bad id.
 */
export function relationshipId(
  body: unknown,
  name: string,
  type: string,
  locale: Locale,
): number | null | undefined {
  const rels = (body as { data?: { relationships?: unknown } } | null)?.data?.relationships;
  if (rels === undefined || rels === null) return undefined;
  if (typeof rels !== 'object' || Array.isArray(rels))
    throw new ApiError(422, [
      errorObject(422, 'data.relationships must be an object', { pointer: '/data/relationships' }),
    ]);
  const rel = (rels as Record<string, unknown>)[name];
  if (rel === undefined) return undefined;
  const pointer = `/data/relationships/${name}`;
  if (rel === null || typeof rel !== 'object' || Array.isArray(rel) || !('data' in rel))
    throw teamFailure(422, 'invalidValue', locale, pointer);
  const data = (rel as { data: unknown }).data;
  if (data === null) return null;
  if (typeof data !== 'object' || Array.isArray(data))
    throw teamFailure(422, 'invalidValue', locale, `${pointer}/data`);
  const linkage = data as { type?: unknown; id?: unknown };
  if (linkage.type !== undefined && linkage.type !== type)
    throw new ApiError(409, [
      errorObject(409, `${pointer}/data/type must be ${type}`, { pointer: `${pointer}/data/type` }),
    ]);
  const id = idOf(linkage.id);
  if (id === null || Number.isNaN(id)) throw teamFailure(422, 'invalidValue', locale, `${pointer}/data/id`);
  return id;
}
