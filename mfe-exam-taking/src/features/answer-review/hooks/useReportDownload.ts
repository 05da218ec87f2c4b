import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from 'shared-contracts/ui';
import {
  fetchOpenEndedEvaluation,
  fetchReportBlob,
  reportUrlOf,
  type ReportKind,
} from '../api/open-ended-evaluation';
import { saveBlob } from '../../../shared/exam/save-file';

/**
 * The reports of a graded open answer (spec 3 §2.6, §7): GET open_ended_evaluations/{id}, then the
 * PDF at its score_details_url or text_analysis_url, downloaded with the auth headers and saved.
 * No URL, or any failure: the toast 'Relatório não disponível.' (spec 3 §8).
 */
export function useReportDownload(evaluationId: string, position: number) {
  const intl = useIntl();
  const [busy, setBusy] = useState<ReportKind | null>(null);
  const download = async (kind: ReportKind) => {
    setBusy(kind);
    try {
      const url = reportUrlOf(await fetchOpenEndedEvaluation(evaluationId), kind);
      if (url === null) throw new Error('no report url');
      const blob = await fetchReportBlob(url, intl.locale);
      saveBlob(blob, intl.formatMessage({ id: `examTaking.answerReview.report.${kind}.file` }, { position }));
    } catch (error) {
      console.warn(`[answer-review] report ${kind} of ${evaluationId} unavailable`, error);
      toaster.create({
        type: 'error',
        title: intl.formatMessage({
          id: 'examTaking.answerReview.report.unavailable',
          defaultMessage: 'Relatório não disponível.',
        }),
      });
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
