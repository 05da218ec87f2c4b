/** JSON:API documents and a deserializer that resolves relationships from `included`. */
export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface Resource extends ResourceIdentifier {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

export interface JsonApiDocument {
  data: Resource | Resource[] | null;
  included?: Resource[];
  meta?: { total_count?: number; page_count?: number; [key: string]: unknown };
  links?: Record<string, string | null>;
}

export interface JsonApiErrorObject {
  status?: string;
  title?: string;
  detail?: string;
  /** A message id for the error (registration errors carry one, e.g. 'registration.error.cpfInUse'). */
  code?: string;
  source?: { pointer?: string; parameter?: string };
}

type Flat = { id: string; type: string; [key: string]: unknown };

export function deserialize<T = Flat>(doc: JsonApiDocument): T | T[] | null {
  const index = new Map<string, Resource>();
  for (const r of [
    ...(Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : []),
    ...(doc.included ?? []),
  ]) {
    index.set(`${r.type}:${r.id}`, r);
  }
  const cache = new Map<string, Flat>();
  const flatten = (r: Resource): Flat => {
    const key = `${r.type}:${r.id}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const out: Flat = { id: r.id, type: r.type, ...(r.attributes ?? {}) };
    cache.set(key, out);
    for (const [name, rel] of Object.entries(r.relationships ?? {})) {
      if (rel.data === undefined) continue;
      const resolve = (ri: ResourceIdentifier): Flat => {
        const found = index.get(`${ri.type}:${ri.id}`);
        return found ? flatten(found) : { id: ri.id, type: ri.type };
      };
      out[name] = Array.isArray(rel.data) ? rel.data.map(resolve) : rel.data ? resolve(rel.data) : null;
    }
    return out;
  };
  if (doc.data === null) return null;
  return (Array.isArray(doc.data) ? doc.data.map(flatten) : flatten(doc.data)) as T | T[];
}

export function deserializeOne<T>(doc: JsonApiDocument): T {
  const out = deserialize<T>(doc);
  if (out === null || Array.isArray(out)) throw new Error('Expected a single resource');
  return out;
}

export function deserializeMany<T>(doc: JsonApiDocument): T[] {
  const out = deserialize<T>(doc);
  if (!Array.isArray(out)) throw new Error('Expected a resource collection');
  return out;
}

export interface ListQuery {
  page?: { number?: number; size?: number };
  filter?: Record<string, string | number | boolean | undefined>;
  include?: string[];
  sort?: string;
  fields?: Record<string, string[]>;
  /** Extra plain parameters (the `page`/`per` form and lookups use them). */
  params?: Record<string, string | number | undefined>;
}

export function toSearchParams(query: ListQuery = {}): URLSearchParams {
  const sp = new URLSearchParams();
  if (query.page?.number !== undefined) sp.set('page[number]', String(query.page.number));
  if (query.page?.size !== undefined) sp.set('page[size]', String(query.page.size));
  for (const [k, val] of Object.entries(query.filter ?? {})) {
    if (val !== undefined) sp.set(`filter[${k}]`, String(val));
  }
  if (query.include?.length) sp.set('include', query.include.join(','));
  if (query.sort) sp.set('sort', query.sort);
  for (const [type, names] of Object.entries(query.fields ?? {})) sp.set(`fields[${type}]`, names.join(','));
  for (const [k, val] of Object.entries(query.params ?? {})) {
    if (val !== undefined) sp.set(k, String(val));
  }
  return sp;
}

export function resourceBody(
  type: string,
  attributes: Record<string, unknown>,
  extra: {
    id?: string;
    relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
  } = {},
): { data: Resource } {
  return {
    data: {
      type,
      ...(extra.id ? { id: extra.id } : {}),
      attributes,
      ...(extra.relationships ? { relationships: extra.relationships } : {}),
    } as Resource,
  };
}
