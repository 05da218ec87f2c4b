import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useMutation } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { CERTIFICATE_FILE_NAME, fetchCertificate } from '../api/certificates';
import { saveBlob } from 'shared-contracts/client';
import { certificatesMessages } from '../messages';

/** Downloads the participant's certificate as certificado.pdf (spec 3 §2.3; spec 2 messages). */
export function CertificateButton({ editionId }: { editionId: string }) {
  const intl = useIntl();
  const download = useMutation({
    mutationFn: () => fetchCertificate(editionId),
    onSuccess: (blob) => saveBlob(blob, CERTIFICATE_FILE_NAME),
    onError: (error) => {
      console.error('[certificates] download failed', error);
      toaster.create({ type: 'error', title: intl.formatMessage(certificatesMessages.downloadFailed) });
    },
  });
  return (
    <Button
      size="sm"
      colorPalette="brand"
      variant="outline"
      onClick={() => download.mutate()}
      loading={download.isPending}
    >
      {intl.formatMessage(certificatesMessages.download)}
    </Button>
  );
}
