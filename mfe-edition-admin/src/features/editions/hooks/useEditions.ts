import { usePagedQuery } from 'shared-contracts/ui';
import { editionQueryKeys, fetchEditions } from '../../../shared/api/editions';

/**
 * The paged edition list (page 1, 7 per page, options 7/14/20); `inactive` lists finished editions. Its pages
 * are cached under editionQueryKeys.lists.
 */
export function useEditions(inactive: boolean) {
  return usePagedQuery(
    ({ page, size, signal }) => fetchEditions({ page, size, inactive }, { signal }),
    [inactive],
    { queryKey: editionQueryKeys.lists },
  );
}
