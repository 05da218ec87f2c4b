import { useQuery } from 'shared-contracts/client';
import { correctionKeys, fetchCorrectionSheet, fetchParticipation } from '../api/correction';

/**
 * The correction sheet of a user's participation in an exam: the participation is found first
 * (GET participations?filter[exam_id]&filter[user_id]), then its sheet (GET participations/{id}/correction).
 */
export function useCorrectionSheet(examId: string, userId: string) {
  const participation = useQuery({
    queryKey: correctionKeys.participation(examId, userId),
    queryFn: ({ signal }) => fetchParticipation(examId, userId, { signal }),
  });
  const participationId = participation.data?.id;
  const sheet = useQuery({
    queryKey: correctionKeys.sheet(participationId ?? ''),
    queryFn: ({ signal }) => fetchCorrectionSheet(participationId!, { signal }),
    enabled: participationId !== undefined,
    staleTime: 0,
  });
  return {
    isPending: participation.isPending || (participationId !== undefined && sheet.isPending),
    error: participation.error ?? sheet.error,
    /** False once the user is known to have no participation in the exam. */
    found: participation.data !== null,
    sheet: sheet.data,
  };
}
