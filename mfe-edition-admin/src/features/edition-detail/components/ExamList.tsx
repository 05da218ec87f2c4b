import { Table, Text } from '@chakra-ui/react';
import { Section } from 'shared-contracts/ui';
import type { EditionExam } from '../api/edition';
import { useDetailMessages } from './use-detail-messages';

/** The edition's exams by phase: description, phase, kind, window (in the edition's zone) and status. */
export function ExamList({ exams, zone }: { exams: EditionExam[]; zone: string | null }) {
  const { t, dateTime } = useDetailMessages();
  const sorted = [...exams].sort((a, b) => a.phase - b.phase);
  const headers = ['description', 'phase', 'kind', 'window', 'status'];
  return (
    <Section title={t('exams.title')} testId="edition-exams">
      {sorted.length === 0 ? (
        <Text color="fg.muted">{t('exams.empty')}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                {headers.map((h) => (
                  <Table.ColumnHeader key={h}>{t(`exams.${h}`)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sorted.map((e) => (
                <Table.Row key={e.id} data-testid="edition-exam">
                  <Table.Cell>{e.description}</Table.Cell>
                  <Table.Cell>{e.phase}</Table.Cell>
                  <Table.Cell>{t(`examKind.${e.kind}`)}</Table.Cell>
                  <Table.Cell>
                    {t('exams.windowValue', {
                      start: dateTime(e.start_date, zone),
                      end: dateTime(e.end_date, zone),
                    })}
                  </Table.Cell>
                  <Table.Cell>{t(`examStatus.${e.status}`)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}
