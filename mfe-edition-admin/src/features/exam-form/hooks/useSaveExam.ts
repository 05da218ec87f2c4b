import { useIntl } from 'react-intl';
import { LOCKED_IN_PROGRESS, type ExamEditLevel } from 'shared-contracts';
import { HTTPError, errorsOf, useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { examKeys } from '../../exams';
import { saveOnlineExam, savePresentialExam } from '../api/exam-form';
import { attributesOf, fieldOfPointer, multipartOf, withoutLocked, type ExamField } from '../form-values';
import { formMessages as m } from '../messages';
import type { ExamForm } from './useExamForm';

/**
 * Saves the exam in one call (spec 2 §7: the online form's multipart, the presential form's JSON:API
 * body) with the §8 messages: "A prova foi salva com sucesso."; on a failure the first tab opens, the
 * server's errors with a pointer show on their fields, and the toast gives the other errors' details or
 * "Nao foi possivel salvar a prova.". An in-progress exam does not send its locked attributes.
 */
export function useSaveExam({
  examId,
  editionId,
  zone,
  editLevel,
  form,
  onSaved,
  showTab,
}: {
  examId: string | null;
  editionId: string;
  zone: string;
  editLevel: ExamEditLevel;
  form: ExamForm;
  onSaved: (id: string) => void;
  showTab: (tab: string) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const all = attributesOf(form.values, zone, {
        removeCover: form.removeCover && !form.cover,
        editing: examId !== null,
      });
      const attributes = editLevel === 'limited' ? withoutLocked(all, LOCKED_IN_PROGRESS) : all;
      return form.values.kind === 'online'
        ? saveOnlineExam(examId, multipartOf(attributes, { examId, editionId, cover: form.cover }))
        : savePresentialExam(examId, attributes, editionId);
    },
    onSuccess: async (id) => {
      toaster.create({ type: 'success', title: intl.formatMessage(m.saved) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: examKeys.edition(editionId) }),
        queryClient.invalidateQueries({ queryKey: examKeys.detail(id) }),
      ]);
      onSaved(id);
    },
    onError: async (error) => {
      console.error('[exam form] save failed', error);
      showTab('data');
      // The server's own words for a refusal (4xx); a crash or no answer gets the spec's message.
      const refused = error instanceof HTTPError && error.response.status < 500;
      const errors = refused ? await errorsOf(error) : [];
      const byField: Partial<Record<ExamField, string>> = {};
      const details: string[] = [];
      for (const e of errors) {
        const field = fieldOfPointer(e.source?.pointer);
        const text = e.detail || e.title;
        if (field && text && !byField[field]) byField[field] = text;
        else if (!field && text) details.push(text);
      }
      form.setServerErrors(byField);
      toaster.create({
        type: 'error',
        title: details.length ? details.join(' ') : intl.formatMessage(m.saveFailed),
      });
    },
  });
}
