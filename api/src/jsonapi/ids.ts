import { badRequest } from './errors.js';
import type { ParsedQuery } from './query.js';

const ID_RE = /^\d{1,15}$/;

/** Parses an id given as a number or a string of digits; NaN when malformed, null when absent. */
export function idOf(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return ID_RE.test(text) && Number(text) > 0 ? Number(text) : Number.NaN;
}

/** The id in `filter[name]`, undefined when absent; 400 naming the parameter when it is not an id. */
export function filterId(q: ParsedQuery, name: string): number | undefined {
  const raw = q.filter[name];
  if (raw === undefined) return undefined;
  const id = idOf(raw);
  if (id === null || Number.isNaN(id))
    throw badRequest(`Invalid value for filter[${name}]: ${raw}`, `filter[${name}]`);
  return id;
}

/** The id in `filter[name]`; 400 naming the parameter when it is absent or not an id. */
export function requiredFilterId(q: ParsedQuery, name: string): number {
  const id = filterId(q, name);
  if (id === undefined) throw badRequest(`filter[${name}] is required`, `filter[${name}]`);
  return id;
}
