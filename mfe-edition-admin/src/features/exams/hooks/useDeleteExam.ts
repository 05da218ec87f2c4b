import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorsOf, useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { deleteExam, examKeys, type StaffExam } from '../api/exams';
import { actionMessages as m } from '../messages';

/**
 * Removing an upcoming exam after a confirmation (spec 2 §8): "Prova excluída com sucesso." and the list
 * reloads; a refusal shows the server's title, else "Não foi possível remover a prova.".
 */
export function useDeleteExam(editionId: string) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<StaffExam | null>(null);
  const mutation = useMutation({
    mutationFn: (exam: StaffExam) => deleteExam(exam.id),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: intl.formatMessage(m.removed) });
      setTarget(null);
      await queryClient.invalidateQueries({ queryKey: examKeys.edition(editionId) });
    },
    onError: async (error) => {
      console.error('[exams] delete failed', error);
      const title = (await errorsOf(error))[0]?.title;
      toaster.create({ type: 'error', title: title || intl.formatMessage(m.removeFailed) });
      setTarget(null);
    },
  });
  return {
    target,
    busy: mutation.isPending,
    open: (exam: StaffExam) => setTarget(exam),
    close: () => {
      if (!mutation.isPending) setTarget(null);
    },
    confirm: () => {
      if (target && !mutation.isPending) mutation.mutate(target);
    },
  };
}
