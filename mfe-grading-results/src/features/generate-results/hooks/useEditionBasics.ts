import { useQuery } from 'shared-contracts/client';
import { fetchEditionBasics } from '../api/results';

/** The edition's description, time zone and countries. */
export function useEditionBasics(editionId: string) {
  return useQuery({
    queryKey: ['grading', 'edition-basics', editionId],
    queryFn: ({ signal }) => fetchEditionBasics(editionId, { signal }),
  });
}
