import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { deleteEdition, editionQueryKeys, type EditionRow } from '../../../shared/api/editions';
import { deleteMessages } from '../messages';

/**
 * Confirm-then-delete for one edition at a time (DELETE editions/{id} as a mutation): reports with a toast,
 * and a deletion reloads every edition list and forgets the edition's detail.
 */
export function useDeleteEdition() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<EditionRow | null>(null);
  const ask = useCallback((edition: EditionRow) => setTarget(edition), []);

  const deletion = useMutation({
    mutationFn: (edition: EditionRow) => deleteEdition(edition.id),
    onSuccess: (_, edition) => {
      toaster.create({ type: 'success', title: intl.formatMessage(deleteMessages.success) });
      queryClient.removeQueries({ queryKey: [...editionQueryKeys.detail, edition.id] });
      void queryClient.invalidateQueries({ queryKey: editionQueryKeys.lists });
    },
    onError: (error) => {
      console.error('[editions] delete failed', error);
      toaster.create({ type: 'error', title: intl.formatMessage(deleteMessages.failure) });
    },
    onSettled: () => setTarget(null),
  });
  const busy = deletion.isPending;

  return {
    target,
    busy,
    ask,
    cancel: () => {
      if (!busy) setTarget(null);
    },
    confirm: () => {
      if (target && !busy) deletion.mutate(target);
    },
  };
}
