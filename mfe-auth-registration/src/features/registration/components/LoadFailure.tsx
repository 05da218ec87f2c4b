import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRegistrationText } from '../hooks/useRegistrationText';

/** Loading indicator of the registration screen. */
export function Loading() {
  const t = useRegistrationText();
  return (
    <HStack gap="2" role="status" data-testid="registration-loading">
      <Spinner size="sm" />
      <Text>{t('loading')}</Text>
    </HStack>
  );
}

/** A failed load, with a retry button. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const t = useRegistrationText();
  return (
    <Stack gap="4" align="flex-start">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('load.error')}</Alert.Title>
      </Alert.Root>
      <Button variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}
