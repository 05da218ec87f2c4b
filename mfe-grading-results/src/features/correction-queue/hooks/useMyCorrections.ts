import { useQuery } from 'shared-contracts/client';
import { fetchMyCorrections, myCorrectionsKey } from '../api/my-corrections';

/** The caller's queue for the exam, read again each time the screen opens. */
export function useMyCorrections(examId: string) {
  return useQuery({
    queryKey: myCorrectionsKey(examId),
    queryFn: ({ signal }) => fetchMyCorrections(examId, { signal }),
    staleTime: 0,
  });
}
