import { useIntl } from 'react-intl';
import { errorsOf, useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { queueCertificates } from '../api/certificate-job';
import { certificateMessages as m } from '../messages';
import { certificateJobKey } from './useCertificateJob';

/**
 * Gerar / Atualizar: queues the job and shows the server's message ("O job de gerar certificado será
 * executado."); a refusal shows its first error's detail, else "Erro ao gerar certificado." (§8).
 */
export function useGenerateCertificates(editionId: string) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => queueCertificates(editionId),
    onSuccess: ({ job, message }) => {
      queryClient.setQueryData(certificateJobKey(editionId), job);
      toaster.create({ type: 'success', title: message });
    },
    onError: async (error) => {
      const [first] = await errorsOf(error);
      toaster.create({ type: 'error', title: first?.detail || intl.formatMessage(m.generateFailed) });
    },
  });
}
