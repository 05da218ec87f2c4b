import type { PhaseCategory } from 'shared-contracts';
import type { RegistrationEdition } from '../api/edition';

/** The categories the edition's phases offer, in phase order, each once. */
export function editionCategories(edition: Pick<RegistrationEdition, 'phases'>): PhaseCategory[] {
  const phases = [...(edition.phases ?? [])].sort((a, b) => a.phase - b.phase);
  return [...new Set(phases.flatMap((p) => p.categories ?? []))];
}
