import { useIntl } from 'react-intl';
import { EDITION_FORM_MESSAGE_IDS as M, SHARED_MESSAGES, lookupMessage } from 'shared-contracts';
import { HTTPError, errorsOf, useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { editionQueryKeys } from '../../../shared/api/editions';
import { saveEdition } from '../api/edition-form';
import { multipartOf, pathOfPointer, tabOfPath, type FieldError } from '../form-values';
import type { EditionForm } from './useEditionForm';

/**
 * Saves the form in one call (POST editions, or PATCH editions/{id}) with the §8 messages: success, a
 * duplicate (409), and a failure; a 422's errors go to their fields and the first one's tab opens.
 */
export function useSaveEdition({
  editionId,
  form,
  withCoordinators,
  onSaved,
  showTab,
}: {
  editionId: string | null;
  form: EditionForm;
  withCoordinators: boolean;
  onSaved: (id: string) => void;
  showTab: (tab: number) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const text = (id: string) => lookupMessage(SHARED_MESSAGES, id, intl.locale);
  return useMutation({
    mutationFn: () =>
      saveEdition(
        editionId,
        multipartOf(form.values, form.files, { withCoordinators, storedDates: form.storedDates }),
      ),
    onSuccess: async (id) => {
      toaster.create({ type: 'success', title: text(M.saved) });
      form.discardDraft();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: editionQueryKeys.lists }),
        queryClient.invalidateQueries({ queryKey: [...editionQueryKeys.detail, id] }),
      ]);
      onSaved(id);
    },
    onError: async (error) => {
      const status = error instanceof HTTPError ? error.response.status : 0;
      const errors = await errorsOf(error);
      if (status === 409) {
        toaster.create({ type: 'error', title: errors[0]?.detail || text(M.duplicate) });
        return;
      }
      if (status === 422 && errors.length) {
        const byPath: Record<string, FieldError> = {};
        let first: string | null = null;
        for (const e of errors) {
          const path = pathOfPointer(e.source?.pointer);
          const message = e.detail || (e.code ? text(e.code) : e.title) || text(M.saveFailed);
          if (path && !byPath[path]) byPath[path] = { text: message };
          if (path && first === null) first = path;
        }
        form.setServerErrors(byPath);
        if (first !== null) showTab(tabOfPath(first));
        const phaseError = first?.startsWith('phases') ? byPath[first] : undefined;
        toaster.create({
          type: 'error',
          title: phaseError && 'text' in phaseError ? phaseError.text : text(M.saveFailed),
        });
        return;
      }
      console.error('[edition form] save failed', error);
      toaster.create({ type: 'error', title: text(M.saveFailed) });
    },
  });
}
