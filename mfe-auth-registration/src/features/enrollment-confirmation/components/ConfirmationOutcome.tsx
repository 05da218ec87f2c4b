import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';

/** The participants' dashboard (spec 3 §2.10). */
export const DASHBOARD_PATH = '/edicoes/ativas';

/** A page ending the confirmation: a message and a link to the dashboard. */
export function ConfirmationOutcome({
  testId,
  title,
  message,
}: {
  testId: string;
  /** Message ids. */
  title: string;
  message?: string;
}) {
  return (
    <Stack gap="4" maxW="2xl" data-testid={testId}>
      <Heading as="h1" size="xl">
        <FormattedMessage id={title} />
      </Heading>
      {message && (
        <Text color="fg.muted">
          <FormattedMessage id={message} />
        </Text>
      )}
      <Button asChild alignSelf="flex-start" colorPalette="brand">
        <RouterLink to={DASHBOARD_PATH}>
          <FormattedMessage
            id="authRegistration.enrollmentConfirmation.toDashboard"
            defaultMessage="Ir para o painel"
          />
        </RouterLink>
      </Button>
    </Stack>
  );
}
