import { useState } from 'react';
import { PARTICIPANTS_PAGE_SIZE } from 'shared-contracts';
import { usePagedQuery } from 'shared-contracts/ui';
import { gradingKeys } from '../../../shared';
import { fetchParticipants } from '../api/participants';
import { useDebounced } from './useDebounced';

/**
 * The exam's participants, 7 a page, filtered by the search box (name or e-mail) once typing paused; a
 * new search returns to the first page. Invalidating gradingKeys.participants(testId) reloads them.
 */
export function useParticipants(testId: string) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const query = usePagedQuery(
    ({ page, size, signal }) => fetchParticipants({ testId, search: term, page, size }, { signal }),
    [term],
    { initialPageSize: PARTICIPANTS_PAGE_SIZE, queryKey: gradingKeys.participants(testId) },
  );
  return { query, search, setSearch };
}
