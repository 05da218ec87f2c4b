import { editionDocument, type EditionFixture } from './exam-documents';

/**
 * GET edition/{id}?include=exams,videos,phases,inscriptions with each included exam's `ranked_user`
 * (whether the caller is classified to take it; issue 4 adds it to the edition's exams).
 */
export function rankedEditionDocument(fixture: EditionFixture, ranked: Readonly<Record<string, boolean>>) {
  const doc = editionDocument(fixture);
  for (const resource of doc.included) {
    if (resource.type === 'exams')
      (resource.attributes as Record<string, unknown>).ranked_user = ranked[resource.id] ?? false;
  }
  return doc;
}
