import type { FieldRow } from './field-matrix.js';

interface ResourceObject {
  type: string;
  id: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
}

const asList = (v: unknown): ResourceObject[] =>
  Array.isArray(v) ? (v as ResourceObject[]) : v ? [v as ResourceObject] : [];

/**
 * The fields of the row's resource that an answer shows (see FieldRow for how a field is written):
 * none when the answer is no 2xx JSON:API document or lacks the resource.
 */
export function fieldsSeen(status: number, body: string, row: FieldRow, id: string): Set<string> {
  const seen = new Set<string>();
  if (status < 200 || status >= 300) return seen;
  let doc: { data?: unknown; included?: unknown };
  try {
    doc = JSON.parse(body) as typeof doc;
  } catch {
    return seen;
  }
  const all = [...asList(doc.data), ...asList(doc.included)];
  const find = (type: string, rid: string) => all.find((r) => r.type === type && r.id === rid);
  const target = find(row.resource.type, id);
  if (!target) return seen;
  for (const field of Object.keys(row.visible)) {
    const [relationship, relatedName] = field.split('/');
    if (relatedName !== undefined) {
      const related = asList(target.relationships?.[relationship!]?.data).map((r) => find(r.type, r.id));
      if (related.some((r) => r?.attributes && relatedName in r.attributes)) seen.add(field);
      continue;
    }
    const [name, key] = field.split('.') as [string, string | undefined];
    if (key === undefined) {
      if (name in (target.attributes ?? {}) || name in (target.relationships ?? {})) seen.add(field);
      continue;
    }
    const value = target.attributes?.[name];
    if (value && typeof value === 'object' && key in value) seen.add(field);
  }
  return seen;
}
