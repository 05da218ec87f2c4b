import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';
import { confirmationMessages } from '../messages';

/** The participants' dashboard (spec 3 §2.10). */
export const DASHBOARD_PATH = '/edicoes/ativas';

/** A page ending the confirmation: a message and a link to the dashboard. */
export function ConfirmationOutcome({
  testId,
  title,
  message,
}: {
  testId: string;
  title: MessageDescriptor;
  message?: MessageDescriptor;
}) {
  return (
    <Stack gap="4" maxW="2xl" data-testid={testId}>
      <Heading as="h1" size="xl">
        <FormattedMessage {...title} />
      </Heading>
      {message && (
        <Text color="fg.muted">
          <FormattedMessage {...message} />
        </Text>
      )}
      <Button asChild alignSelf="flex-start" colorPalette="brand">
        <RouterLink to={DASHBOARD_PATH}>
          <FormattedMessage {...confirmationMessages.toDashboard} />
        </RouterLink>
      </Button>
    </Stack>
  );
}
