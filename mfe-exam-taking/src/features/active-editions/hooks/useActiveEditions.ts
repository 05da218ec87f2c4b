import { usePagedQuery } from 'shared-contracts/ui';
import { fetchActiveEditions } from '../api/active-editions';

/** The paged active editions (page 1, 7 per page, options 7/14/20). */
export function useActiveEditions() {
  return usePagedQuery(({ page, size, signal }) => fetchActiveEditions({ page, size }, { signal }));
}
