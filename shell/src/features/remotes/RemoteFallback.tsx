import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** Readable fallback for a remote that cannot be loaded or crashed; the layout stays usable. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack
      data-testid="remote-fallback"
      role="alert"
      align="center"
      textAlign="center"
      gap="3"
      py="12"
      px="4"
    >
      <Heading as="h2" size="lg">
        <FormattedMessage
          id="shell.remote.title"
          defaultMessage="Não foi possível carregar esta área agora."
        />
      </Heading>
      <Text color="fg.muted" maxWidth="36rem">
        <FormattedMessage
          id="shell.remote.message"
          defaultMessage="Verifique sua conexão e tente novamente. O restante da página continua funcionando."
        />
      </Text>
      <Button onClick={onRetry} bg="brand.primary" color="white">
        <FormattedMessage id="shell.remote.retry" defaultMessage="Tentar novamente" />
      </Button>
    </Stack>
  );
}
