import { Alert, Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FormField } from '../../../shared/components/FormField';
import { FileInput } from '../../../shared/components/FileInput';
import { IMPORT_ACCEPT } from '../api/question-exchange';
import { useImportQuestions } from '../hooks/useImportQuestions';
import { importMessages as m, importValueMessages as mv } from '../messages';
import type { ImportQuestionsButtonProps } from '../types';
import { ImportPreviewList } from './ImportPreviewList';

/**
 * Import of questions from a file (JSON, QTI 3.0 zip, Moodle XML): the dialog shows what the server read
 * from it (the questions to create, the items skipped and why) and stores nothing until "Importar N
 * questões" (issue 14).
 */
export function ImportQuestionsButton({ examId, disabled, onImported }: ImportQuestionsButtonProps) {
  const intl = useIntl();
  const flow = useImportQuestions(examId, onImported);
  const count = flow.preview?.items.length ?? 0;
  return (
    <>
      <Button
        variant="outline"
        colorPalette="brand"
        disabled={disabled}
        onClick={flow.show}
        data-testid="import-questions"
      >
        {intl.formatMessage(m.open)}
      </Button>
      <Dialog.Root
        open={flow.open}
        onOpenChange={(details) => {
          if (!details.open) flow.close();
        }}
        size={{ base: 'full', md: 'lg' }}
        scrollBehavior="inside"
        closeOnInteractOutside={!flow.importing}
        closeOnEscape={!flow.importing}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="import-dialog">
              <Dialog.Header>
                <Dialog.Title>{intl.formatMessage(m.title)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormField label={intl.formatMessage(m.file)} helperText={intl.formatMessage(m.fileHelp)}>
                    <FileInput
                      name="file"
                      accept={IMPORT_ACCEPT}
                      chosen={flow.file}
                      disabled={flow.importing}
                      onChoose={flow.choose}
                    />
                  </FormField>
                  {flow.previewing && (
                    <HStack gap="2" role="status">
                      <Spinner size="sm" />
                      <Text>{intl.formatMessage(m.reading)}</Text>
                    </HStack>
                  )}
                  {flow.previewError && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{flow.previewError}</Alert.Title>
                    </Alert.Root>
                  )}
                  {flow.preview && <ImportPreviewList preview={flow.preview} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={flow.close} disabled={flow.importing}>
                  {intl.formatMessage(m.cancel)}
                </Button>
                <Button
                  colorPalette="brand"
                  onClick={flow.confirm}
                  loading={flow.importing}
                  disabled={count === 0}
                >
                  {intl.formatMessage(mv.confirm, { count })}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={flow.importing} aria-label={intl.formatMessage(m.cancel)} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
