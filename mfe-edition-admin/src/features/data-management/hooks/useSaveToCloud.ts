import { useIntl } from 'react-intl';
import { errorsOf, useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { queueSave, type StorageJob, type StorageTarget } from '../api/storage-jobs';
import { dataMessages as m } from '../messages';
import { storageJobsKey } from './useStorageJobs';

const FAILED = { certificates: m.certificatesFailed, editionData: m.editionDataFailed } as const;

/**
 * Queues a save to cloud storage and shows the server's message; a refusal shows its first error's
 * detail ("Não há certificados disponíveis nesta edição para serem salvos na AWS"), else "Erro ao salvar
 * certificados na AWS." (§8).
 */
export function useSaveToCloud(editionId: string) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: StorageTarget) => queueSave(editionId, target),
    onSuccess: ({ job, message }) => {
      queryClient.setQueryData<StorageJob[]>(storageJobsKey(editionId), (jobs = []) => [
        ...jobs.filter((j) => j.kind !== job.kind),
        job,
      ]);
      toaster.create({ type: 'info', title: message });
    },
    onError: async (error, target) => {
      const [first] = await errorsOf(error);
      toaster.create({ type: 'error', title: first?.detail || intl.formatMessage(FAILED[target]) });
    },
  });
}
