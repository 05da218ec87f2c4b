import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isNotFoundError } from 'shared-contracts/client';
import { sharedMessages as m } from '../messages';

/** While a screen's data loads. */
export function Loading() {
  const intl = useIntl();
  return (
    <HStack role="status" py="6" justify="center">
      <Spinner size="sm" />
      <Text>{intl.formatMessage(m.loading)}</Text>
    </HStack>
  );
}

/** A failed load: "Registro não encontrado." for a 404, otherwise the failure with "Tentar novamente". */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const notFound = isNotFoundError(error);
  return (
    <Alert.Root status={notFound ? 'warning' : 'error'} alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{intl.formatMessage(notFound ? m.notFound : m.loadFailed)}</Alert.Description>
      </Alert.Content>
      {!notFound && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      )}
    </Alert.Root>
  );
}
