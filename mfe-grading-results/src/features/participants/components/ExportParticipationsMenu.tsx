import { Button, Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { REPORT_FORMATS } from 'shared-contracts';
import { useExportParticipations } from '../hooks/useExportParticipations';
import { participantsMessages as m } from '../messages';

/** "Exportar Participações" with the format to choose: CSV or XLSX (mailed to the caller). */
export function ExportParticipationsMenu({ testId }: { testId: string }) {
  const intl = useIntl();
  const { busy, exportAs } = useExportParticipations(testId);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" colorPalette="brand" loading={busy}>
          {intl.formatMessage(m.export)}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {REPORT_FORMATS.map((format) => (
              <Menu.Item key={format} value={format} onClick={() => exportAs(format)}>
                {intl.formatMessage(m[format])}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
