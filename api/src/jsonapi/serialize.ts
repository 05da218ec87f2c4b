/**
 * JSON:API serializer. Routes build plain `Resource` trees (relationships hold the related resources);
 * `toDocument` turns them into `data` + compound `included`, applying `include` paths and sparse fieldsets.
 */

export interface Resource {
  type: string;
  id: string | number;
  attributes?: Record<string, unknown>;
  /** A related resource, a list of them, or null. Resources without attributes only give linkage. */
  relationships?: Record<string, Resource | Resource[] | null | undefined>;
}

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface ResourceObject extends ResourceIdentifier {
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

export interface DocumentOptions {
  include?: Iterable<string>;
  fields?: Record<string, Set<string>>;
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
}

export interface JsonApiDocument {
  data: ResourceObject | ResourceObject[] | null;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
  jsonapi: { version: string };
}

/** Dates become ISO strings (recursively); other values pass through. */
export function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = plain(v);
    return out;
  }
  return value;
}

const key = (r: { type: string; id: string | number }) => `${r.type}:${String(r.id)}`;
const identifier = (r: Resource): ResourceIdentifier => ({ type: r.type, id: String(r.id) });

function resourceObject(r: Resource, fields: Record<string, Set<string>> | undefined): ResourceObject {
  const allowed = fields?.[r.type];
  const attributes: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r.attributes ?? {})) {
    if (!allowed || allowed.has(k)) attributes[k] = plain(v);
  }
  const obj: ResourceObject = { type: r.type, id: String(r.id), attributes };
  if (r.relationships) {
    const rels: NonNullable<ResourceObject['relationships']> = {};
    for (const [name, value] of Object.entries(r.relationships)) {
      if (value === undefined) continue;
      if (allowed && !allowed.has(name)) continue;
      rels[name] = {
        data: value === null ? null : Array.isArray(value) ? value.map(identifier) : identifier(value),
      };
    }
    if (Object.keys(rels).length) obj.relationships = rels;
  }
  return obj;
}

function related(r: Resource, name: string): Resource[] {
  const v = r.relationships?.[name];
  if (!v) return [];
  return Array.isArray(v) ? v : [v];
}

export function toDocument(
  primary: Resource | Resource[] | null,
  opts: DocumentOptions = {},
): JsonApiDocument {
  const list = primary === null ? [] : Array.isArray(primary) ? primary : [primary];
  const primaryKeys = new Set(list.map(key));
  const included = new Map<string, Resource>();

  for (const path of opts.include ?? []) {
    let level: Resource[] = list;
    for (const segment of path.split('.')) {
      const next: Resource[] = [];
      for (const r of level) {
        for (const rel of related(r, segment)) {
          next.push(rel);
          const k = key(rel);
          if (rel.attributes && !primaryKeys.has(k) && !included.has(k)) included.set(k, rel);
        }
      }
      level = next;
    }
  }

  const doc: JsonApiDocument = {
    data:
      primary === null
        ? null
        : Array.isArray(primary)
          ? list.map((r) => resourceObject(r, opts.fields))
          : resourceObject(primary, opts.fields),
    jsonapi: { version: '1.0' },
  };
  if (opts.include !== undefined)
    doc.included = [...included.values()].map((r) => resourceObject(r, opts.fields));
  if (opts.meta) doc.meta = opts.meta;
  if (opts.links) doc.links = opts.links;
  return doc;
}
