import {
  prefetchFirstPage,
  useLocation,
  usePagedQuery,
  type FetchPage,
  type ScreenPrefetch,
} from 'shared-contracts/ui';
import { fetchActiveEditions, type ActiveEdition } from '../api/active-editions';

const ACTIVE_EDITIONS_KEY = ['activeEditions'];

const fetchPage: FetchPage<ActiveEdition> = ({ page, size, signal }) =>
  fetchActiveEditions({ page, size }, { signal });

/**
 * The paged active editions (page 1, 7 per page, options 7/14/20), read afresh on each opening of the list
 * (its `location.key`): back from a registration, the list shows it.
 */
export function useActiveEditions() {
  const { key } = useLocation();
  return usePagedQuery(fetchPage, [key], { queryKey: ACTIVE_EDITIONS_KEY });
}

/** The list's first page, asked for as soon as the route opens, while the list's own code downloads. */
export const prefetchActiveEditions: ScreenPrefetch = (queryClient, { key }) =>
  prefetchFirstPage(queryClient, ACTIVE_EDITIONS_KEY, fetchPage, { deps: [key] });
