import { useState } from 'react';
import { useIntl } from 'react-intl';
import { saveBlob } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { downloadSubmittedFile } from '../api/participant-files';
import { participantFilesMessages as m } from '../messages';

/** Downloads one submitted file (the key of the one in flight is `busy`). */
export function useDownloadFile() {
  const intl = useIntl();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (submissionId: string, index: number, name: string) => {
    const key = `${submissionId}/${index}`;
    setBusy(key);
    try {
      saveBlob(await downloadSubmittedFile(submissionId, index), name);
    } catch (error) {
      console.error('[participant files] download failed', error);
      toaster.create({ type: 'error', title: intl.formatMessage(m.downloadFailed) });
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
