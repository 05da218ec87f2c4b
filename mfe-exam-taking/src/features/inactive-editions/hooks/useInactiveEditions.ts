import { usePagedQuery } from 'shared-contracts/ui';
import { fetchParticipantEditions } from '../../../shared/editions/participant-edition';

/** The paged GET inactive-edition, newest results first (page 1, 7 per page, options 7/14/20). */
export function useInactiveEditions() {
  return usePagedQuery(({ page, size, signal }) =>
    fetchParticipantEditions('inactive-edition', { page, size }, { signal }),
  );
}
