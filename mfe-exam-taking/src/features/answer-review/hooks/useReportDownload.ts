import { useIntl } from 'react-intl';
import { useMutation } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import {
  fetchOpenEndedEvaluation,
  fetchReportBlob,
  reportUrlOf,
  type ReportKind,
} from '../api/open-ended-evaluation';
import { saveBlob } from 'shared-contracts/client';
import { answerReviewMessages, reportFileMessages } from '../messages';

/**
 * The reports of a graded open answer (spec 3 §2.6, §7): GET open_ended_evaluations/{id}, then the
 * PDF at its score_details_url or text_analysis_url, downloaded with the auth headers and saved.
 * No URL, or any failure: the toast 'Relatório não disponível.' (spec 3 §8).
 */
export function useReportDownload(evaluationId: string, position: number) {
  const intl = useIntl();
  const mutation = useMutation({
    mutationFn: async (kind: ReportKind) => {
      const url = reportUrlOf(await fetchOpenEndedEvaluation(evaluationId), kind);
      if (url === null) throw new Error('no report url');
      const blob = await fetchReportBlob(url, intl.locale);
      saveBlob(blob, intl.formatMessage(reportFileMessages[kind], { position }));
    },
    onError: (error, kind) => {
      console.warn(`[answer-review] report ${kind} of ${evaluationId} unavailable`, error);
      toaster.create({ type: 'error', title: intl.formatMessage(answerReviewMessages.reportUnavailable) });
    },
  });
  const busy: ReportKind | null = mutation.isPending ? mutation.variables : null;
  return { busy, download: (kind: ReportKind) => mutation.mutate(kind) };
}
