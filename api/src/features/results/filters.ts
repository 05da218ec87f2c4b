import { badRequest } from '../../jsonapi/errors.js';
import type { ParsedQuery } from '../../jsonapi/query.js';

/** A numeric id filter (`filter[name]=123`); undefined when absent; 400 naming the parameter when malformed. */
export function idFilter(q: ParsedQuery, name: string, opts: { me?: number } = {}): number | undefined {
  const raw = q.filter[name];
  if (raw === undefined) return undefined;
  const value = raw.trim();
  if (opts.me !== undefined && value === 'me') return opts.me;
  if (!/^\d{1,15}$/.test(value))
    throw badRequest(`Valor inválido para filter[${name}]: ${raw}`, `filter[${name}]`);
  return Number(value);
}
