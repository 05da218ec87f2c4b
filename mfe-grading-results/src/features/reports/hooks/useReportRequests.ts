import { useIntl } from 'react-intl';
import type { ReportFormat } from 'shared-contracts';
import { errorsOf, useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { useExamReport } from '../../generate-results';
import { requestInscriptionsReport } from '../api/reports';
import { reportsMessages as m } from '../messages';
import { reportJobsKey } from './useReportJobs';

/** Reads the requested reports again (a new one is queued). */
function useRefreshJobs(editionId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: reportJobsKey(editionId) });
}

/** The inscriptions report, general or of one school: "O relatório será enviado para o e-mail cadastrado." */
export function useInscriptionsReport(editionId: string) {
  const intl = useIntl();
  const refresh = useRefreshJobs(editionId);
  return useMutation({
    mutationFn: (body: { format: ReportFormat; school_unit_id?: string }) =>
      requestInscriptionsReport(editionId, body),
    onSuccess: () => {
      toaster.create({ type: 'success', title: intl.formatMessage(m.queued) });
      refresh();
    },
    onError: async (error) => {
      const [first] = await errorsOf(error);
      const description = first?.detail || first?.title;
      toaster.create({
        type: 'error',
        title: intl.formatMessage(m.failed),
        ...(description ? { description } : {}),
      });
    },
  });
}

/** The answer key and ranking reports of a phase; the requested reports are read again once queued. */
export function usePhaseReport(editionId: string) {
  return useExamReport(useRefreshJobs(editionId));
}
