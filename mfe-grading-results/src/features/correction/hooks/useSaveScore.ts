import { useIntl } from 'react-intl';
import type { CorrectionSheet } from 'shared-contracts';
import { errorsOf, useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { myCorrectionsKey } from '../../correction-queue';
import { correctionKeys, saveScore } from '../api/correction';
import { correctionMessages as m } from '../messages';

export interface ScoreInput {
  questionId: string;
  score: number;
  comment: string;
}

/**
 * Salvar (PUT score): "Nota atribuída com sucesso" and the sheet shows the mark at once; a refusal shows
 * the server's first error text (its detail, in the caller's language), else "Ocorreu um erro". `announce` receives the outcome for the screen's
 * live region.
 */
export function useSaveScore(sheet: CorrectionSheet, announce: (text: string) => void) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, score, comment }: ScoreInput) =>
      saveScore({
        id: sheet.participation_id,
        answer: {
          question_id: questionId,
          open_ended_score: score,
          open_ended_comment: comment.trim() === '' ? null : comment,
        },
      }),
    onSuccess: (_done, { questionId, score, comment }) => {
      queryClient.setQueryData<CorrectionSheet>(correctionKeys.sheet(sheet.participation_id), (old) =>
        old
          ? {
              ...old,
              items: old.items.map((item) =>
                item.question_id === questionId ? { ...item, score, comment: comment || null } : item,
              ),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: myCorrectionsKey(sheet.exam.id) });
      void queryClient.invalidateQueries({ queryKey: correctionKeys.pending(sheet.exam.id) });
      const text = intl.formatMessage(m.saved);
      announce(text);
      toaster.create({ type: 'success', title: text });
    },
    onError: async (error) => {
      const [first] = await errorsOf(error);
      // The API's error text is its detail (its title is the HTTP status's name).
      const text = first?.detail || intl.formatMessage(m.saveFailed);
      announce(text);
      toaster.create({ type: 'error', title: text });
    },
  });
}
