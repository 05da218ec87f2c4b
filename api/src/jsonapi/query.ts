import { is } from 'valibot';
import { idParam, jsonSchemaOf } from '../http/route-schema.js';
import { ApiError, errorObject, type JsonApiErrorObject } from './errors.js';

/** What a route accepts. Anything in the JSON:API families (filter, include, sort, fields, page) not declared → 400. */
export interface QuerySpec {
  filters?: readonly string[];
  /** Include paths, dotted for nested (e.g. `exams.questions`). */
  includes?: readonly string[];
  /** Sortable fields, dotted allowed (e.g. `user.name`). */
  sorts?: readonly string[];
  /** Sparse fieldsets: type → allowed field names (attributes and relationships). */
  fields?: Readonly<Record<string, readonly string[]>>;
  /** Paging; omit for unpaged routes. `pagePer` also accepts `page` + `per`. */
  paging?: { defaultSize: number; maxSize?: number; pagePer?: boolean; rejectAboveMax?: boolean };
  /** Other plain query parameters the route accepts (not validated here). */
  params?: readonly string[];
  /** Default include when `include` is absent. */
  defaultInclude?: readonly string[];
  /** Default sort when `sort` is absent. */
  defaultSort?: string;
}

export interface SortField {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ParsedQuery {
  filter: Record<string, string>;
  include: Set<string>;
  sort: SortField[];
  fields: Record<string, Set<string>>;
  page: { number: number; size: number; offset: number };
  params: Record<string, string>;
}

type RawQuery = Record<string, string | string[] | undefined>;

const familyRe = /^(filter|fields|page)\[([^\]]*)\](.*)$/;

function single(value: string | string[] | undefined): string {
  if (Array.isArray(value)) return value.join(',');
  return value ?? '';
}

function positiveInt(raw: string, parameter: string, errors: JsonApiErrorObject[]): number | undefined {
  if (!/^\d{1,9}$/.test(raw.trim()) || Number(raw) < 1) {
    errors.push(
      errorObject(400, `Invalid value for ${parameter}: must be a positive integer`, { parameter }),
    );
    return undefined;
  }
  return Number(raw);
}

/**
 * Filters and parameters named like ids (`*_id`, `*_ids`, `*_ids[]`) carry ids, one or a comma list. Each
 * is checked here by the one id rule of every route (`idParam`: 1–15 digits), so an id past the database's
 * range is a 400 naming the parameter, never a query the database refuses. Empty, and `me` (the caller,
 * where a route takes it), are left to the route.
 */
const ID_NAME = /(^|_)id$/;
const ID_LIST_NAME = /(^|_)ids(\[\])?$/;

function checkIds(name: string, raw: string, parameter: string, errors: JsonApiErrorObject[]) {
  if (!ID_LIST_NAME.test(name) && !ID_NAME.test(name)) return;
  const items = list(raw).filter((item) => item !== 'me');
  if (items.some((item) => !is(idParam, item)))
    errors.push(errorObject(400, `Invalid value for ${parameter}: must be an id`, { parameter }));
}

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Parses and validates JSON:API query parameters; throws ApiError(400) naming every unknown one. */
export function parseQuery(raw: unknown, spec: QuerySpec): ParsedQuery {
  const query = (raw ?? {}) as RawQuery;
  const errors: JsonApiErrorObject[] = [];
  const out: ParsedQuery = {
    filter: {},
    include: new Set(spec.defaultInclude ?? []),
    sort: [],
    fields: {},
    page: { number: 1, size: spec.paging?.defaultSize ?? 0, offset: 0 },
    params: {},
  };
  const allowedFilters = new Set(spec.filters ?? []);
  const allowedIncludes = new Set(spec.includes ?? []);
  const allowedSorts = new Set(spec.sorts ?? []);
  const allowedParams = new Set(spec.params ?? []);
  const maxSize = spec.paging?.maxSize ?? 100;
  let sortRaw: string | undefined;
  /** Sizes above the maximum are clamped, or rejected (400) when the spec says so. */
  const pageSize = (n: number, parameter: string): number => {
    if (n <= maxSize) return n;
    if (spec.paging?.rejectAboveMax)
      errors.push(errorObject(400, `Invalid value for ${parameter}: at most ${maxSize}`, { parameter }));
    return maxSize;
  };

  for (const [key, value] of Object.entries(query)) {
    const v = single(value);
    const family = familyRe.exec(key);
    if (family) {
      const [, kind, name = '', rest] = family;
      if (rest) {
        errors.push(errorObject(400, `Unknown query parameter: ${key}`, { parameter: key }));
        continue;
      }
      if (kind === 'filter') {
        if (!allowedFilters.has(name))
          errors.push(errorObject(400, `Unknown filter: ${name}`, { parameter: key }));
        else {
          checkIds(name, v, key, errors);
          out.filter[name] = v;
        }
      } else if (kind === 'fields') {
        const allowed = spec.fields?.[name];
        if (!allowed) {
          errors.push(errorObject(400, `Unknown fields type: ${name}`, { parameter: key }));
          continue;
        }
        const requested = list(v);
        const unknown = requested.filter((f) => !allowed.includes(f));
        if (unknown.length)
          errors.push(errorObject(400, `Unknown field: ${unknown.join(', ')}`, { parameter: key }));
        else out.fields[name] = new Set(requested);
      } else {
        if (!spec.paging || (name !== 'number' && name !== 'size')) {
          errors.push(errorObject(400, `Unknown query parameter: ${key}`, { parameter: key }));
          continue;
        }
        const n = positiveInt(v, key, errors);
        if (n !== undefined) {
          if (name === 'number') out.page.number = n;
          else out.page.size = pageSize(n, key);
        }
      }
      continue;
    }
    if (key === 'include') {
      const requested = list(v);
      const unknown = requested.filter((i) => !allowedIncludes.has(i));
      if (unknown.length)
        errors.push(errorObject(400, `Unknown include: ${unknown.join(', ')}`, { parameter: 'include' }));
      else out.include = new Set(requested);
    } else if (key === 'sort') {
      sortRaw = v;
    } else if (spec.paging?.pagePer && (key === 'page' || key === 'per')) {
      const n = positiveInt(v, key, errors);
      if (n !== undefined) {
        if (key === 'page') out.page.number = n;
        else out.page.size = pageSize(n, key);
      }
    } else if (allowedParams.has(key)) {
      checkIds(key, v, key, errors);
      out.params[key] = v;
    } else if (key === 'page' || key === 'per' || key === 'filter' || key === 'fields') {
      errors.push(errorObject(400, `Unknown query parameter: ${key}`, { parameter: key }));
    }
    // Other plain parameters (cache busters and the like) are ignored.
  }

  const sortSource = sortRaw ?? spec.defaultSort;
  if (sortSource !== undefined) {
    for (const item of list(sortSource)) {
      const desc = item.startsWith('-');
      const field = desc ? item.slice(1) : item;
      if (!allowedSorts.has(field))
        errors.push(errorObject(400, `Unknown sort: ${field}`, { parameter: 'sort' }));
      else out.sort.push({ field, direction: desc ? 'desc' : 'asc' });
    }
  }

  if (errors.length) throw new ApiError(400, errors);
  out.page.offset = (out.page.number - 1) * out.page.size;
  return out;
}

/** Reads a boolean filter value; 400 naming the parameter when it is neither true nor false. */
export function booleanFilter(q: ParsedQuery, name: string, fallback: boolean): boolean {
  const raw = q.filter[name];
  if (raw === undefined) return fallback;
  const v = raw.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new ApiError(400, `Invalid value for filter[${name}]: ${raw}`, { parameter: `filter[${name}]` });
}

/** The documented pattern of a parameter named like one id (the path ids' pattern). */
const idPattern = (name: string) =>
  ID_NAME.test(name) ? { pattern: String(jsonSchemaOf(idParam).pattern) } : {};

/** OpenAPI description of the query parameters a spec accepts (documentation; validation is parseQuery's). */
export function querystringSchema(spec: QuerySpec) {
  const properties: Record<string, { type: 'string'; description: string; pattern?: string }> = {};
  for (const f of spec.filters ?? [])
    properties[`filter[${f}]`] = { type: 'string', description: `Filter by ${f}`, ...idPattern(f) };
  if (spec.includes?.length)
    properties.include = { type: 'string', description: `Comma list of: ${spec.includes.join(', ')}` };
  if (spec.sorts?.length)
    properties.sort = { type: 'string', description: `Comma list of (-)${spec.sorts.join(', ')}` };
  for (const [type, names] of Object.entries(spec.fields ?? {})) {
    properties[`fields[${type}]`] = { type: 'string', description: `Sparse fieldset: ${names.join(', ')}` };
  }
  if (spec.paging) {
    properties['page[number]'] = { type: 'string', description: 'Page number, from 1' };
    properties['page[size]'] = {
      type: 'string',
      description: `Page size (default ${spec.paging.defaultSize}, at most ${spec.paging.maxSize ?? 100})`,
    };
    if (spec.paging.pagePer) {
      properties.page = { type: 'string', description: 'Page number (alternative form)' };
      properties.per = { type: 'string', description: 'Page size (alternative form)' };
    }
  }
  for (const p of spec.params ?? []) properties[p] = { type: 'string', description: p, ...idPattern(p) };
  return { type: 'object', properties } as const;
}
