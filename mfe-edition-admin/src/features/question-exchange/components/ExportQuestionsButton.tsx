import { Button, Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { QUESTION_FORMATS } from 'shared-contracts';
import { useExportQuestions } from '../hooks/useExportQuestions';
import { exportMessages as m } from '../messages';
import type { ExportQuestionsButtonProps } from '../types';

/** Export of the chosen questions in JSON (questions.json), QTI 3.0 (zip) or Moodle XML (issue 14). */
export function ExportQuestionsButton({ examId, selectedIds }: ExportQuestionsButtonProps) {
  const intl = useIntl();
  const { busy, exportAs } = useExportQuestions(examId, selectedIds);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" colorPalette="brand" loading={busy} data-testid="export-questions">
          {intl.formatMessage(m.menu)}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {QUESTION_FORMATS.map((format) => (
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
