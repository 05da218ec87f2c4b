import { useIntl } from 'react-intl';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'shared-contracts/ui';
import { formMessages } from '../messages';

/** A message instead of the form (not found, closed, not yet open) with a link back to the active editions. */
export function RegistrationNotice({
  status,
  message,
  testId,
}: {
  status: 'info' | 'warning' | 'error';
  message: string;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Stack gap="4" align="flex-start" data-testid={testId}>
      <Alert.Root status={status}>
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <Button asChild variant="outline">
        <RouterLink to="/edicoes/ativas">{intl.formatMessage(formMessages.backToEditions)}</RouterLink>
      </Button>
    </Stack>
  );
}
