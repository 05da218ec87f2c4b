import { useQuery } from 'shared-contracts/client';
import { fetchParticipationOf } from '../api/participation';
import { gradingKeys } from './useGradingExam';

/** The participation of :userId in :testId (null: they have none). */
export function useParticipation(testId: string, userId: string) {
  return useQuery({
    queryKey: gradingKeys.participation(testId, userId),
    queryFn: ({ signal }) => fetchParticipationOf(testId, userId, { signal }),
  });
}
