import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from 'shared-contracts/client';
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
  /** Counts the openings: the description starts empty at each one. */
  const [opening, setOpening] = useState(0);
  const mutation = useMutation({
    mutationFn: ({
      row,
      action,
      description,
    }: {
      row: UnitRequestRow;
      action: ReviewAction;
      description: string;
    }) => reviewUnitRequest(row.id, action, description),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: unitRequestKeys.edition(editionId) }),
    onError: (error) => console.error('[school-requests] review failed', error),
  });
  const { reset, mutate, isPending } = mutation;

  const open = useCallback(
    (row: UnitRequestRow, action: ReviewAction) => {
      reset();
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
