import type { JsonApiDocument, Resource } from 'shared-contracts';

/** The resource of `type`/`id` in a document, primary or included. */
export function resourceIn(doc: JsonApiDocument, type: string, id: string | null): Resource | undefined {
  if (id === null) return undefined;
  const primary = Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : [];
  return [...primary, ...(doc.included ?? [])].find((r) => r.type === type && String(r.id) === id);
}

/**
 * The edition's zone name as its own attribute says. The deserialized `time_zone` is replaced by the
 * time_zone relationship (a bare linkage unless included), so the zone is read from the raw resource.
 */
export function editionTimeZoneIn(doc: JsonApiDocument, editionId: string | null): string | null {
  const zone = resourceIn(doc, 'editions', editionId)?.attributes?.time_zone;
  return typeof zone === 'string' && zone !== '' ? zone : null;
}
