import { SimpleGrid, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { examGroupEmptyMessages, examGroupTitleMessages } from '../messages';
import { Section } from 'shared-contracts/ui';
import type { EditionAreaBase } from '../../../shared/routing/area-paths';
import type { EditionExam } from '../api/student-edition';
import { ExamCard } from './ExamCard';

/** Ongoing, next or finished exams (spec 3 §2.3). */
export function ExamSection({
  group,
  exams,
  editionId,
  base,
  timeZone,
}: {
  group: 'ongoing' | 'next' | 'finished';
  exams: EditionExam[];
  editionId: string;
  base: EditionAreaBase;
  timeZone: string | null;
}) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(examGroupTitleMessages[group])} testId={`exams-${group}`}>
      {exams.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(examGroupEmptyMessages[group])}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {exams.map((exam) => (
            <ExamCard key={exam.id} editionId={editionId} exam={exam} base={base} timeZone={timeZone} />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}
