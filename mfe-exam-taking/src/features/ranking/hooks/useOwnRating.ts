import { useEffect } from 'react';
import { isAbortError, useAuthStore, useQuery } from 'shared-contracts/client';
import { fetchOwnRating, type Rating } from '../api/ratings';

export type OwnRatingState =
  | { status: 'loading' }
  /** Not released yet (classification_available_at still ahead). */
  | { status: 'unavailable' }
  /** Released, but the caller has no rating in this exam. */
  | { status: 'none' }
  | { status: 'error' }
  | { status: 'ready'; rating: Rating };

/** The caller's rating in the exam: GET ratings?filter[exam]&filter[user]=<me>. */
export function useOwnRating(examId: string): OwnRatingState {
  const userId = useAuthStore((s) => s.user?.id);
  const signedIn = userId !== undefined && userId !== null;
  const query = useQuery({
    queryKey: ['ranking', 'ownRating', examId, String(userId)],
    queryFn: ({ signal }) => fetchOwnRating(examId, String(userId), { signal }),
    enabled: signedIn,
  });
  useEffect(() => {
    if (query.error && !isAbortError(query.error)) console.error('[ranking] own rating failed', query.error);
  }, [query.error]);
  if (!signedIn) return { status: 'none' };
  if (query.isSuccess) {
    const { available, rating } = query.data;
    if (!available) return { status: 'unavailable' };
    return rating ? { status: 'ready', rating } : { status: 'none' };
  }
  if (query.isError) return { status: 'error' };
  return { status: 'loading' };
}
