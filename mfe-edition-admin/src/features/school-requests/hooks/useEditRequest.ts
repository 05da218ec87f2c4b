import { useCallback, useState } from 'react';
import type { SchoolRequestEdit } from 'shared-contracts';
import { useMutation, useQueryClient } from 'shared-contracts/client';
import { isInepTaken, unitRequestKeys, updateUnitRequest, type UnitRequestRow } from '../api/unit-requests';

export type EditStatus = 'form' | 'success' | 'failure' | 'exists';

/** The INEP code is already a school (the API's inep_exists). */
class InepTaken extends Error {}

/**
 * Edit one request at a time (spec 2 §4): the dialog goes form → success, failure or exists (the INEP
 * code is already a school), and is back at the form whenever it opens again.
 */
export function useEditRequest(editionId: string) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<UnitRequestRow | null>(null);
  /** Counts the openings: the form starts afresh from the request at each one. */
  const [opening, setOpening] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({ row, edit }: { row: UnitRequestRow; edit: SchoolRequestEdit }) => {
      try {
        await updateUnitRequest(row.id, edit, editionId);
      } catch (error) {
        if (await isInepTaken(error)) throw new InepTaken();
        throw error;
      }
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: unitRequestKeys.edition(editionId) }),
    onError: (error) => {
      if (!(error instanceof InepTaken)) console.error('[school-requests] edit failed', error);
    },
  });
  const { reset, mutate, isPending } = mutation;

  const open = useCallback(
    (row: UnitRequestRow) => {
      reset();
      setTarget(row);
      setOpening((n) => n + 1);
    },
    [reset],
  );
  const status: EditStatus = mutation.isSuccess
    ? 'success'
    : mutation.error instanceof InepTaken
      ? 'exists'
      : mutation.isError
        ? 'failure'
        : 'form';

  return {
    target,
    opening,
    status,
    busy: isPending,
    open,
    /** Back to the form (from the exists state, to correct the INEP code). */
    backToForm: reset,
    close: () => {
      if (!isPending) setTarget(null);
    },
    submit: (edit: SchoolRequestEdit) => {
      if (target && !isPending) mutate({ row: target, edit });
    },
  };
}
