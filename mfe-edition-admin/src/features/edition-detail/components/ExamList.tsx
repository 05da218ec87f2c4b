import { Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Section } from 'shared-contracts/ui';
import type { EditionExam } from '../api/edition';
import { examKindLabels } from '../../../shared/exam-labels';
import { examMessages as m, examStatusMessages } from '../messages';
import { useDetailDateTime } from './use-detail-date-time';

/** The edition's exams by phase: description, phase, kind, window (in the edition's zone) and status. */
export function ExamList({ exams, zone }: { exams: EditionExam[]; zone: string | null }) {
  const intl = useIntl();
  const dateTime = useDetailDateTime();
  const sorted = [...exams].sort((a, b) => a.phase - b.phase);
  const headers = [m.description, m.phase, m.kind, m.window, m.status];
  return (
    <Section title={intl.formatMessage(m.title)} testId="edition-exams">
      {sorted.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.empty)}</Text>
      ) : (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable).
        <Table.ScrollArea tabIndex={0} role="region" aria-label={intl.formatMessage(m.title)}>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                {headers.map((h) => (
                  <Table.ColumnHeader key={h.id}>{intl.formatMessage(h)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sorted.map((e) => (
                <Table.Row key={e.id} data-testid="edition-exam">
                  <Table.Cell>{e.description}</Table.Cell>
                  <Table.Cell>{e.phase}</Table.Cell>
                  <Table.Cell>{intl.formatMessage(examKindLabels[e.kind])}</Table.Cell>
                  <Table.Cell>
                    {intl.formatMessage(m.windowValue, {
                      start: dateTime(e.start_date, zone),
                      end: dateTime(e.end_date, zone),
                    })}
                  </Table.Cell>
                  <Table.Cell>{intl.formatMessage(examStatusMessages[e.status])}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}
