import { DataList, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { examFactMessages } from '../messages';
import { ExamStatusBadge } from '../../../shared/exam/components/ExamKindBadge';
import { ExamWindow } from '../../../shared/exam/components/ExamWindow';
import type { Exam, Participation } from '../../../shared/exam/exam-types';
import { AvailableTime } from './AvailableTime';
import { TimeZoneNote } from './TimeZoneNote';

/**
 * Status, available time, window (with the time zone it is in) and, when `countsQuestions` (not for a
 * project phase), number of questions (spec 3 §2.4).
 */
export function ExamFacts({
  exam,
  participation,
  countsQuestions,
}: {
  exam: Exam;
  participation: Participation | null;
  countsQuestions: boolean;
}) {
  const intl = useIntl();
  const items: { key: keyof typeof examFactMessages; value: ReactNode }[] = [
    { key: 'status', value: <ExamStatusBadge status={exam.status} /> },
    { key: 'time', value: <AvailableTime exam={exam} participation={participation} /> },
    {
      key: 'window',
      value: (
        <Stack gap="0.5">
          <ExamWindow start={exam.start_date} end={exam.end_date} timeZone={exam.timeZone} />
          {(exam.start_date || exam.end_date) && <TimeZoneNote timeZone={exam.timeZone} />}
        </Stack>
      ),
    },
    ...(countsQuestions ? [{ key: 'questions' as const, value: String(exam.questions_count) }] : []),
  ];
  return (
    <DataList.Root orientation="horizontal" data-testid="exam-facts">
      {items.map((item) => (
        <DataList.Item key={item.key} data-testid={`exam-fact-${item.key}`}>
          <DataList.ItemLabel>{intl.formatMessage(examFactMessages[item.key])}</DataList.ItemLabel>
          <DataList.ItemValue>{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
