import { useIntl } from 'react-intl';
import type { QuestionWriteAttributes } from 'shared-contracts';
import { HTTPError, errorsOf, useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { questionKeys, saveQuestion } from '../api/questions';
import { pathOfPointer, type DraftError } from '../draft';
import { drawerMessages as m } from '../messages';

/**
 * POST questions or PATCH questions/{id}: "Questao salva com sucesso." and the list reloads; a refusal
 * says "Nao foi possivel salvar a questao." and puts the server's errors under their fields.
 */
export function useSaveQuestion({
  examId,
  questionId,
  onSaved,
  onFieldErrors,
}: {
  examId: string;
  questionId: string | null;
  onSaved: () => void;
  onFieldErrors: (errors: Record<string, DraftError>) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attributes: QuestionWriteAttributes) => saveQuestion(examId, questionId, attributes),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: intl.formatMessage(m.saved) });
      onSaved();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: questionKeys.exam(examId) }),
        ...(questionId ? [queryClient.invalidateQueries({ queryKey: questionKeys.audit(questionId) })] : []),
      ]);
    },
    onError: async (error) => {
      const errors = error instanceof HTTPError && error.response.status < 500 ? await errorsOf(error) : [];
      const byPath: Record<string, DraftError> = {};
      const unplaced: string[] = [];
      for (const e of errors) {
        const text = e.detail || e.title;
        if (!text) continue;
        const path = pathOfPointer(e.source?.pointer);
        if (path && !byPath[path]) byPath[path] = { text };
        else if (!path) unplaced.push(text);
      }
      onFieldErrors(byPath);
      if (!errors.length) console.error('[exam-questions] save failed', error);
      toaster.create({
        type: 'error',
        title: intl.formatMessage(m.saveFailed),
        ...(unplaced.length ? { description: unplaced.join(' ') } : {}),
      });
    },
  });
}
