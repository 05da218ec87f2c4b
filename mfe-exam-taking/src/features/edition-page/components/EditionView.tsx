import { Heading, Link, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';
import { backToListMessage } from '../../../shared/routing/area-labels';
import type { EditionAreaBase } from '../../../shared/routing/area-paths';
import type { StudentEdition } from '../api/student-edition';
import { groupExams } from '../api/exam-groups';
import { ExamSection } from './ExamSection';
import { MaterialSection } from './MaterialSection';
import { SubscriptionSection } from './SubscriptionSection';

/** The subscribed participant's edition page (spec 3 §2.3), under the active or the inactive list. */
export function EditionView({ edition, base }: { edition: StudentEdition; base: EditionAreaBase }) {
  const intl = useIntl();
  const groups = groupExams(edition.exams);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Link asChild color="brand.primary" fontSize="sm" alignSelf="start">
          <RouterLink to={base}>{intl.formatMessage(backToListMessage(base))}</RouterLink>
        </Link>
        <Heading as="h1" size="xl">{`${edition.year} - ${edition.description}`}</Heading>
      </Stack>
      <SubscriptionSection edition={edition} />
      <MaterialSection edition={edition} />
      {(['ongoing', 'next', 'finished'] as const).map((group) => (
        <ExamSection
          key={group}
          group={group}
          exams={groups[group]}
          editionId={edition.id}
          base={base}
          timeZone={edition.timeZone}
        />
      ))}
    </Stack>
  );
}
