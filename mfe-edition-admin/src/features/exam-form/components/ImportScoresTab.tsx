import { Alert, Badge, Button, HStack, Input, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '../../../shared/components/FormField';
import { useImportScores } from '../hooks/useImportScores';
import { scoresMessages as m } from '../messages';

/** A small table that scrolls sideways on a phone (focusable: a keyboard scrolls it too). */
function PreviewTable({
  label,
  headers,
  rows,
  testId,
}: {
  label: string;
  headers: string[];
  rows: { key: string; cells: (string | number)[] }[];
  testId: string;
}) {
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label} borderWidth="1px" rounded="md" maxH="80">
      <Table.Root size="sm" data-testid={testId} aria-label={label} stickyHeader>
        <Table.Header>
          <Table.Row>
            {headers.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              {row.cells.map((cell, i) => (
                <Table.Cell key={i} overflowWrap="anywhere">
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * "Importar notas" of a presential exam (spec 2 §5): whether scores were imported already, the .csv
 * (only), its dry run's rows (e-mail, name, score) and errors (line, message), and "Importar", enabled
 * only with rows and no error.
 */
export function ImportScoresTab({ examId, alreadyImported }: { examId: string; alreadyImported: boolean }) {
  const intl = useIntl();
  const scores = useImportScores(examId);
  const input = useRef<HTMLInputElement>(null);
  const preview = scores.preview;
  // Once imported, the chosen file is gone: the input shows no name either.
  useEffect(() => {
    if (!scores.file && input.current) input.current.value = '';
  }, [scores.file]);
  return (
    <Stack gap="5" data-testid="import-scores">
      <HStack>
        <Badge
          colorPalette={alreadyImported ? 'green' : 'gray'}
          variant="subtle"
          data-testid="scores-imported"
        >
          {intl.formatMessage(alreadyImported ? m.alreadyImported : m.notImported)}
        </Badge>
      </HStack>
      <FormField
        label={intl.formatMessage(m.file)}
        helperText={intl.formatMessage(m.fileHelp)}
        error={scores.wrongType ? { text: intl.formatMessage(m.onlyCsv) } : undefined}
        testId="field-csv"
      >
        <Input
          ref={input}
          type="file"
          name="csv_file"
          accept=".csv,text/csv"
          p="1"
          onChange={(e) => scores.choose(e.target.files?.[0] ?? null)}
        />
      </FormField>
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
      <HStack justify="end">
        <Button
          colorPalette="brand"
          disabled={!scores.ready}
          loading={scores.importing}
          onClick={() => {
            scores.importNow();
          }}
        >
          {intl.formatMessage(m.import)}
        </Button>
      </HStack>
    </Stack>
  );
}
