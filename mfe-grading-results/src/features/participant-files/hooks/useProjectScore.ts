import { useIntl } from 'react-intl';
import { useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { gradingKeys } from '../../../shared';
import { saveProjectScore } from '../api/participant-files';
import { participantFilesMessages as m } from '../messages';

/** Saves the project's score; the participation and the list are read again afterwards. */
export function useProjectScore(testId: string, userId: string, participationId: string | undefined) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (score: number | null) => saveProjectScore(participationId as string, score),
    onSuccess: () => {
      toaster.create({ type: 'success', title: intl.formatMessage(m.scoreSaved) });
      void queryClient.invalidateQueries({ queryKey: gradingKeys.participation(testId, userId) });
      void queryClient.invalidateQueries({ queryKey: gradingKeys.participants(testId) });
    },
    onError: (error) => {
      console.error('[participant files] project score failed', error);
      toaster.create({ type: 'error', title: intl.formatMessage(m.scoreFailed) });
    },
  });
}
