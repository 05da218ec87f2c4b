import { useIntl } from 'react-intl';
import { QUESTION_FORMAT_FILES, type QuestionFormat } from 'shared-contracts';
import { useMutation } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { exportQuestions, serverMessage } from '../api/question-exchange';
import { saveBlob } from 'shared-contracts/client';
import { exportMessages as m } from '../messages';

/**
 * Exports the chosen questions in a format and saves the file under the format's name. With none chosen
 * it says "Nenhuma questao foi selecionada!" and sends nothing (spec 2 §8).
 */
export function useExportQuestions(examId: string, selectedIds: readonly string[]) {
  const intl = useIntl();
  const mutation = useMutation({
    mutationFn: (format: QuestionFormat) => exportQuestions(examId, selectedIds, format),
    onSuccess: (blob, format) => saveBlob(blob, QUESTION_FORMAT_FILES[format]),
    onError: async (error) => {
      console.error('[question-exchange] export failed', error);
      toaster.create({
        type: 'error',
        title: (await serverMessage(error)) ?? intl.formatMessage(m.failed),
      });
    },
  });
  return {
    busy: mutation.isPending,
    exportAs: (format: QuestionFormat) => {
      if (selectedIds.length === 0) {
        toaster.create({ type: 'warning', title: intl.formatMessage(m.noneSelected) });
        return;
      }
      if (!mutation.isPending) mutation.mutate(format);
    },
  };
}
