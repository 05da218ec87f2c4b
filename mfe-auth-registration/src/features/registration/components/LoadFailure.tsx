import { useIntl } from 'react-intl';
import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { formMessages } from '../messages';

/** Loading indicator of the registration screen. */
export function Loading() {
  const intl = useIntl();
  return (
    <HStack gap="2" role="status" data-testid="registration-loading">
      <Spinner size="sm" />
      <Text>{intl.formatMessage(formMessages.loading)}</Text>
    </HStack>
  );
}

/** A failed load, with a retry button. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Stack gap="4" align="flex-start">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{intl.formatMessage(formMessages.loadError)}</Alert.Title>
      </Alert.Root>
      <Button variant="outline" onClick={onRetry}>
        {intl.formatMessage(formMessages.retry)}
      </Button>
    </Stack>
  );
}
