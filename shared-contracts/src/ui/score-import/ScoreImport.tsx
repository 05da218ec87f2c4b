import { Alert, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FileChooser } from '../file-chooser';
import { scoreImportMessages as m } from './messages';
import { PreviewTable } from './PreviewTable';
import { useScoreImport } from './use-score-import';

export interface ScoreImportProps {
  examId: string;
  /** After the scores were stored (the caller says so and reloads what shows them). */
  onImported: (count: number | null) => void;
  /** Shown beside "Importar" (a dialog's "Cancelar", for instance). */
  extraActions?: ReactNode;
}

/**
 * "Importar notas" (spec 2 §5, spec 3 §2.12), whole (its field and its input from one Chakra copy): the
 * .csv (only), its dry run's rows (e-mail, name, score) and errors (line, message), and "Importar",
 * enabled only with rows and no error.
 */
export function ScoreImport({ examId, onImported, extraActions }: ScoreImportProps) {
  const intl = useIntl();
  const scores = useScoreImport(examId, onImported);
  const preview = scores.preview;
  return (
    <Stack gap="5" data-testid="score-import">
      <Field.Root invalid={scores.wrongType} data-testid="field-csv">
        <Field.Label>{intl.formatMessage(m.file)}</Field.Label>
        {/* Once imported, the chosen file is gone: the chooser shows no name either. */}
        <FileChooser chosen={scores.file?.name ?? null}>
          <Input
            type="file"
            name="csv_file"
            accept=".csv,text/csv"
            display="none"
            onChange={(e) => scores.choose(e.target.files?.[0] ?? null)}
          />
        </FileChooser>
        {scores.wrongType ? (
          <Field.ErrorText>{intl.formatMessage(m.onlyCsv)}</Field.ErrorText>
        ) : (
          <Field.HelperText>{intl.formatMessage(m.fileHelp)}</Field.HelperText>
        )}
      </Field.Root>
      {scores.checking && (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>{intl.formatMessage(m.checking)}</Text>
        </HStack>
      )}
      {scores.checkFailed && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{intl.formatMessage(m.previewFailed)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {preview && preview.errors.length > 0 && (
        <Stack gap="2">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{intl.formatMessage(m.errorsTitle)}</Alert.Title>
              <Alert.Description>{intl.formatMessage(m.errorsText)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <PreviewTable
            label={intl.formatMessage(m.errorsTitle)}
            headers={[intl.formatMessage(m.line), intl.formatMessage(m.message)]}
            rows={preview.errors.map((e, i) => ({ key: `${e.line}-${i}`, cells: [e.line, e.message] }))}
            testId="scores-errors"
          />
        </Stack>
      )}
      {preview && (
        <Stack gap="2">
          <Text fontWeight="semibold">{intl.formatMessage(m.rowsTitle)}</Text>
          {preview.rows.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.noRows)}</Text>
          ) : (
            <PreviewTable
              label={intl.formatMessage(m.rowsTitle)}
              headers={[intl.formatMessage(m.email), intl.formatMessage(m.name), intl.formatMessage(m.score)]}
              rows={preview.rows.map((r) => ({
                key: `${r.line}-${r.email}`,
                cells: [r.email, r.name ?? '—', r.score == null ? '—' : intl.formatNumber(r.score)],
              }))}
              testId="scores-rows"
            />
          )}
        </Stack>
      )}
      <HStack justify="end" gap="3" wrap="wrap">
        {extraActions}
        <Button
          colorPalette="brand"
          disabled={!scores.ready}
          loading={scores.importing}
          onClick={() => scores.importNow()}
        >
          {intl.formatMessage(m.import)}
        </Button>
      </HStack>
    </Stack>
  );
}
