import { Button, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { editionMessages } from '../messages';
import { Link as RouterLink, Section } from 'shared-contracts/ui';
import { formatDate, registrationState } from 'shared-contracts';
import { CategoryCell } from '../../../shared/editions/CategoryCell';
import { registrationPath } from '../../../shared/routing/area-paths';
import type { StudentEdition } from '../api/student-edition';

/** Subscription data: the category, and "Editar inscrição" while registration is open (spec 3 §2.3). */
export function SubscriptionSection({ edition, now }: { edition: StudentEdition; now?: Date }) {
  const intl = useIntl();
  const open = registrationState(edition, now) === 'open';
  return (
    <Section title={intl.formatMessage(editionMessages.subscriptionTitle)} testId="edition-subscription">
      <HStack gap="2">
        <Text fontWeight="medium">{intl.formatMessage(editionMessages.subscriptionCategory)}</Text>
        <CategoryCell category={edition.category} />
      </HStack>
      {edition.subscribedAt && (
        <Text color="fg.muted">
          {intl.formatMessage(editionMessages.subscriptionSince, {
            date: formatDate(edition.subscribedAt, edition.timeZone),
          })}
        </Text>
      )}
      {open && (
        <Button asChild size="sm" variant="outline" colorPalette="brand" alignSelf="start">
          <RouterLink to={registrationPath(edition.id)}>
            {intl.formatMessage(editionMessages.subscriptionEdit)}
          </RouterLink>
        </Button>
      )}
    </Section>
  );
}
