import type { Page } from 'shared-contracts/client';
import {
  fetchParticipantEditions,
  type ParticipantEdition,
} from '../../../shared/editions/participant-edition';

/** An edition as GET active-edition returns it (spec 3 §2.1). */
export type ActiveEdition = ParticipantEdition;

export function fetchActiveEditions(
  { page, size }: { page: number; size: number },
  options: { signal?: AbortSignal } = {},
): Promise<Page<ActiveEdition>> {
  return fetchParticipantEditions('active-edition', { page, size }, options);
}
