import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** Shown when the app config or the project registry cannot be loaded or is invalid. */
export function BootErrorPage({ detail }: { detail?: string }) {
  return (
    <Stack data-testid="boot-error" role="alert" align="center" textAlign="center" gap="4" py="16" px="4">
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.boot.title" defaultMessage="Não foi possível iniciar a plataforma." />
      </Heading>
      <Text color="fg.muted" maxWidth="40rem">
        <FormattedMessage
          id="shell.boot.message"
          defaultMessage="A configuração desta olimpíada não pôde ser carregada. Verifique sua conexão e tente novamente."
        />
      </Text>
      {detail && (
        <Text fontSize="xs" color="fg.subtle" fontFamily="mono">
          {detail}
        </Text>
      )}
      <Button variant="outline" onClick={() => globalThis.location.reload()}>
        <FormattedMessage id="shell.boot.reload" defaultMessage="Tentar novamente" />
      </Button>
    </Stack>
  );
}
