import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useExportParticipationFiles } from '../hooks/useExportParticipationFiles';
import { participantsMessages as m } from '../messages';

/** "Exportar Participações" of a file phase: asks for the participation files report (spec 2 §7). */
export function ExportParticipationFilesButton({ testId }: { testId: string }) {
  const intl = useIntl();
  const { busy, request } = useExportParticipationFiles(testId);
  return (
    <Button variant="outline" colorPalette="brand" loading={busy} onClick={request}>
      {intl.formatMessage(m.export)}
    </Button>
  );
}
