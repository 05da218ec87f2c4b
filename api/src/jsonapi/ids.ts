import * as v from 'valibot';
import { idValue } from '../http/route-schema.js';
import { badRequest } from './errors.js';
import type { ParsedQuery } from './query.js';

/**
 * Parses an id given as a number or a string of digits, by the one id rule of every route (`idValue`);
 * NaN when malformed or out of range, null when absent.
 */
export function idOf(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = typeof raw === 'string' ? raw.trim() : raw;
  return v.is(idValue, value) ? Number(value) : Number.NaN;
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
