import { useIntl } from 'react-intl';
import { useMutation } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { requestParticipationFilesReport } from '../api/participants';
import { participantsMessages as m } from '../messages';

/**
 * "Exportar Participações" of a file (project) phase: the participation files report (teams, members,
 * files, videos, scores) is built in the background and mailed to the caller.
 */
export function useExportParticipationFiles(testId: string) {
  const intl = useIntl();
  const mutation = useMutation({
    mutationFn: () => requestParticipationFilesReport(testId),
    onSuccess: () => toaster.create({ type: 'success', title: intl.formatMessage(m.filesReportQueued) }),
    onError: (error) => {
      console.error('[participants] participation files report failed', error);
      toaster.create({ type: 'error', title: intl.formatMessage(m.reportFailed) });
    },
  });
  return { busy: mutation.isPending, request: () => mutation.mutate() };
}
