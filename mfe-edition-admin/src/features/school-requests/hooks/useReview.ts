import { useCallback, useState } from 'react';
import { errorsOf, HTTPError, useMutation, useQueryClient } from 'shared-contracts/client';
import {
  reviewUnitRequest,
  unitRequestKeys,
  type ReviewAction,
  type UnitRequestRow,
} from '../api/unit-requests';

export type ReviewStatus = 'request' | 'success' | 'failure';

/**
 * Approve or reject one request at a time (spec 2 §4): the dialog goes request → success or failure,
 * and is back at request whenever it opens again. A review reloads the edition's requests.
 */
export function useReview(editionId: string) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<{ row: UnitRequestRow; action: ReviewAction } | null>(null);
  /** Why the server refused the last review, when it said. */
  const [reason, setReason] = useState<string | null>(null);
  /** Counts the openings: the description starts empty at each one. */
  const [opening, setOpening] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({
      row,
      action,
      description,
    }: {
      row: UnitRequestRow;
      action: ReviewAction;
      description: string;
    }) => {
      try {
        await reviewUnitRequest(row.id, action, description);
      } catch (error) {
        // The server's reason, in the screen's language (no longer pending, INEP already a school…).
        const refused = error instanceof HTTPError && error.response.status < 500;
        setReason(refused ? ((await errorsOf(error))[0]?.detail ?? null) : null);
        throw error;
      }
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: unitRequestKeys.edition(editionId) }),
    onError: (error) => console.error('[school-requests] review failed', error),
  });
  const { reset, mutate, isPending } = mutation;

  const open = useCallback(
    (row: UnitRequestRow, action: ReviewAction) => {
      reset();
      setReason(null);
      setTarget({ row, action });
      setOpening((n) => n + 1);
    },
    [reset],
  );
  const status: ReviewStatus = mutation.isSuccess ? 'success' : mutation.isError ? 'failure' : 'request';

  return {
    target,
    opening,
    status,
    reason,
    busy: isPending,
    open,
    close: () => {
      if (!isPending) setTarget(null);
    },
    submit: (description: string) => {
      if (target && !isPending) mutate({ ...target, description });
    },
  };
}
