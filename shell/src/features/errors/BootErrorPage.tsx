import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** Shown when the app config or the project registry cannot be loaded or is invalid. */
export function BootErrorPage({ detail }: { detail?: string }) {
  return (
    <Stack data-testid="boot-error" role="alert" align="center" textAlign="center" gap="4" py="16" px="4">
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.boot.title" />
      </Heading>
      <Text color="fg.muted" maxWidth="40rem">
        <FormattedMessage id="shell.boot.message" />
      </Text>
      {detail && (
        <Text fontSize="xs" color="fg.subtle" fontFamily="mono">
          {detail}
        </Text>
      )}
      <Button variant="outline" onClick={() => globalThis.location.reload()}>
        <FormattedMessage id="shell.boot.reload" />
      </Button>
    </Stack>
  );
}
