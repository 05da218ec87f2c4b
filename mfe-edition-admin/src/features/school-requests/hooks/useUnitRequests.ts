import { usePagedQuery } from 'shared-contracts/ui';
import { fetchUnitRequests, unitRequestKeys } from '../api/unit-requests';

/** The edition's school requests, 7 a page (spec 2 §9), cached under unitRequestKeys.edition. */
export function useUnitRequests(editionId: string) {
  return usePagedQuery(
    ({ page, size, signal }) => fetchUnitRequests({ editionId, page, size }, { signal }),
    [editionId],
    { queryKey: unitRequestKeys.edition(editionId) },
  );
}
