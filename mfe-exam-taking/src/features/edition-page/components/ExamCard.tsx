import { Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { examDetailPath } from '../../edition-area/area-paths';
import { ExamKindBadge } from '../../exam-common/components/ExamKindBadge';
import { ExamWindow } from '../../exam-common/components/ExamWindow';
import type { EditionExam } from '../api/student-edition';

/** One exam of the edition: phase, kind, window, time limit and the way to its detail. */
export function ExamCard({
  editionId,
  exam,
  timeZone,
}: {
  editionId: string;
  exam: EditionExam;
  timeZone: string | null;
}) {
  const intl = useIntl();
  const headingId = useId();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `examTaking.edition.exams.${id}` }, values);
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" data-testid="exam-card">
      <Card.Body gap="2">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId}>
            {intl.formatMessage({ id: 'examTaking.exam.phase' }, { phase: exam.phase })}
          </Heading>
          <ExamKindBadge kind={exam.kind} />
        </HStack>
        {exam.description && <Text>{exam.description}</Text>}
        <ExamWindow start={exam.start_date} end={exam.end_date} timeZone={timeZone} />
        {exam.time_limit !== null && (
          <Text color="fg.muted">{t('timeLimit', { minutes: exam.time_limit })}</Text>
        )}
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={examDetailPath(editionId, exam.id)}>{t('open')}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
