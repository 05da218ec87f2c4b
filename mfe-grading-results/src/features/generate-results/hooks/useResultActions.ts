import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ReportFormat, ResultJobKind, ResultsPhase } from 'shared-contracts';
import { errorsOf, useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { publishRanking, queueResultJob, requestExamReport, type ExamReport } from '../api/results';
import { generateMessages as m } from '../messages';
import { resultsPhasesKey, withQueuedJob } from './useResultsPhases';

/** The messages of each result job once queued, and when refused (spec 2 §8). */
const JOB_TEXTS: Record<ResultJobKind, { queued: MessageDescriptor; failed: MessageDescriptor }> = {
  'results.answer_key': { queued: m.answerKeyQueued, failed: m.answerKeyFailed },
  'results.classification': { queued: m.classifyQueued, failed: m.classifyFailed },
  'results.ranking': { queued: m.rankingQueued, failed: m.rankingFailed },
};

/** A refusal's toast: the spec's message, with the server's reason under it when it gave one. */
async function toastFailure(title: string, error: unknown) {
  const [first] = await errorsOf(error);
  const description = first?.detail || first?.title;
  toaster.create({ type: 'error', title, ...(description ? { description } : {}) });
}

/** Gerar gabarito, Classificar, Gerar ranking: queue the job and show it queued on its phase at once. */
export function useQueueResultJob(editionId: string) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const key = resultsPhasesKey(editionId);
  return useMutation({
    mutationFn: ({ kind, examId }: { kind: ResultJobKind; examId: string }) => queueResultJob(kind, examId),
    onSuccess: (_, { kind, examId }) => {
      queryClient.setQueryData<ResultsPhase[]>(key, (phases) => withQueuedJob(phases, examId, kind));
      toaster.create({ type: 'success', title: intl.formatMessage(JOB_TEXTS[kind].queued) });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error, { kind }) => toastFailure(intl.formatMessage(JOB_TEXTS[kind].failed), error),
  });
}

/** Exportar gabarito / Exportar ranking: "O relatório será enviado para o e-mail cadastrado." */
export function useExamReport(onQueued?: () => void) {
  const intl = useIntl();
  return useMutation({
    mutationFn: ({ examId, report, format }: { examId: string; report: ExamReport; format: ReportFormat }) =>
      requestExamReport(examId, report, format),
    onSuccess: () => {
      toaster.create({ type: 'success', title: intl.formatMessage(m.reportQueued) });
      onQueued?.();
    },
    onError: (error) => toastFailure(intl.formatMessage(m.reportFailed), error),
  });
}

/** Publicar ranking (now or at an instant) / Despublicar (null). */
export function usePublishRanking(editionId: string) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examId, availableAt }: { examId: string; availableAt: string | null }) =>
      publishRanking(examId, availableAt),
    onSuccess: (_, { availableAt }) => {
      toaster.create({
        type: 'success',
        title: intl.formatMessage(availableAt === null ? m.unpublished : m.published),
      });
      return queryClient.invalidateQueries({ queryKey: resultsPhasesKey(editionId) });
    },
    onError: (error) => toastFailure(intl.formatMessage(m.publishFailed), error),
  });
}
