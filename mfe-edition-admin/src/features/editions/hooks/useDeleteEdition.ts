import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from 'shared-contracts/ui';
import { deleteEdition, type EditionRow } from '../../../shared/api/editions';

/** Confirm-then-delete state for one edition at a time; reports with a toast and calls `onDeleted`. */
export function useDeleteEdition(onDeleted: () => void) {
  const intl = useIntl();
  const [target, setTarget] = useState<EditionRow | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((edition: EditionRow) => setTarget(edition), []);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await deleteEdition(target.id);
      toaster.create({
        type: 'success',
        title: intl.formatMessage({
          id: 'editionAdmin.deleteEdition.success',
          defaultMessage: 'Edição excluída com sucesso.',
        }),
      });
      onDeleted();
    } catch (error) {
      console.error('[editions] delete failed', error);
      toaster.create({
        type: 'error',
        title: intl.formatMessage({
          id: 'editionAdmin.deleteEdition.failure',
          defaultMessage: 'Não foi possível remover a edição.',
        }),
      });
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  return {
    target,
    busy,
    ask,
    cancel: () => {
      if (!busy) setTarget(null);
    },
    confirm,
  };
}
