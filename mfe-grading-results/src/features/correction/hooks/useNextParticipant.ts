import { useQuery } from 'shared-contracts/client';
import { fetchMyCorrections, isUnfinished } from '../../correction-queue';
import { correctionKeys, findNextPending } from '../api/correction';

/**
 * The user id of the next participant to correct once this one is done: the caller's next unfinished
 * participation in their queue (GET exams/{id}/my_corrections) when answers are assigned to them, else the
 * next participant whose correction is pending in the list's order. Null: nobody else is waiting.
 */
export async function nextParticipantUserId(
  examId: string,
  current: { userId: string; participationId: string },
  signal?: AbortSignal,
): Promise<string | null> {
  const queue = await fetchMyCorrections(examId, { signal }).catch(() => []);
  if (queue.length > 0) {
    const at = queue.findIndex((entry) => entry.participation_id === current.participationId);
    const after = queue.slice(at + 1).find(isUnfinished);
    const before = queue.slice(0, Math.max(at, 0)).find(isUnfinished);
    return (after ?? before)?.user_id ?? null;
  }
  const row = await findNextPending(examId, current.userId, { signal });
  return row?.user?.id ? String(row.user.id) : null;
}

/** nextParticipantUserId, read once the corrector reaches the last answer (`enabled`). */
export function useNextParticipant(
  examId: string,
  current: { userId: string; participationId: string },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...correctionKeys.pending(examId), 'next', current.userId],
    queryFn: ({ signal }) => nextParticipantUserId(examId, current, signal),
    enabled,
    staleTime: 0,
  });
}
