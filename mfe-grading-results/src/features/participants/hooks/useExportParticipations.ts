import { useIntl } from 'react-intl';
import type { ReportFormat } from 'shared-contracts';
import { useMutation } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { requestParticipationsReport } from '../api/participants';
import { participantsMessages as m } from '../messages';

/** "Exportar Participações": the report is built in the background and mailed to the caller. */
export function useExportParticipations(testId: string) {
  const intl = useIntl();
  const mutation = useMutation({
    mutationFn: (format: ReportFormat) => requestParticipationsReport(testId, format),
    onSuccess: () => toaster.create({ type: 'success', title: intl.formatMessage(m.reportQueued) }),
    onError: (error) => {
      console.error('[participants] participations report failed', error);
      toaster.create({ type: 'error', title: intl.formatMessage(m.reportFailed) });
    },
  });
  return { busy: mutation.isPending, exportAs: (format: ReportFormat) => mutation.mutate(format) };
}
