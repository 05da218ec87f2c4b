/** What the certificates part of the Material section needs of the edition (spec 3 §2.3). */
export interface CertificateEdition {
  id: string;
  certificate_available: boolean;
  phases: { categories: string[] }[];
  answer_key_url: string | null;
}

/** A group edition has a phase whose categories include in_group (issue 4 contract E). */
export const isGroupEdition = (edition: Pick<CertificateEdition, 'phases'>) =>
  edition.phases.some((p) => p.categories.includes('in_group'));

/** The edition's answer-key link when it is a web address (http or https); null otherwise. */
export function answerKeyHref(edition: Pick<CertificateEdition, 'answer_key_url'>): string | null {
  const raw = edition.answer_key_url;
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Whether the edition offers anything of the certificates part (certificate or answer key). */
export const hasCertificateMaterial = (edition: CertificateEdition) =>
  edition.certificate_available || answerKeyHref(edition) !== null;
