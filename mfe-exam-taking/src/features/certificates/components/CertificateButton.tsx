import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from 'shared-contracts/ui';
import { CERTIFICATE_FILE_NAME, fetchCertificate } from '../api/certificates';
import { saveBlob } from '../../../shared/exam/save-file';

/** Downloads the participant's certificate as certificado.pdf (spec 3 §2.3; spec 2 messages). */
export function CertificateButton({ editionId }: { editionId: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchCertificate(editionId), CERTIFICATE_FILE_NAME);
    } catch (error) {
      console.error('[certificates] download failed', error);
      toaster.create({
        type: 'error',
        title: intl.formatMessage({
          id: 'examTaking.certificates.downloadFailed',
          defaultMessage: 'Não é possível fazer o download do certificado!',
        }),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" colorPalette="brand" variant="outline" onClick={download} loading={busy}>
      {intl.formatMessage({ id: 'examTaking.certificates.download', defaultMessage: 'Baixar certificado' })}
    </Button>
  );
}
