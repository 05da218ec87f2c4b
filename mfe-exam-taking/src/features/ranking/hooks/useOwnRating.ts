import { useEffect, useState } from 'react';
import { useAuthStore } from 'shared-contracts/client';
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
  const [state, setState] = useState<OwnRatingState>({ status: 'loading' });
  useEffect(() => {
    if (userId === undefined || userId === null) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    fetchOwnRating(examId, String(userId), { signal }).then(
      ({ available, rating }) => {
        if (signal.aborted) return;
        if (!available) setState({ status: 'unavailable' });
        else setState(rating ? { status: 'ready', rating } : { status: 'none' });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        console.error('[ranking] own rating failed', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [examId, userId]);
  return state;
}
