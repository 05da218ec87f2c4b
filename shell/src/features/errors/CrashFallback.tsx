import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** Shown when the shell itself crashes while rendering (spec 1 §2). */
export function CrashFallback() {
  return (
    <Stack data-testid="crash-fallback" role="alert" align="center" textAlign="center" gap="4" py="16" px="4">
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.crash.title" defaultMessage="Não é possível acessar esta página agora." />
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage
          id="shell.crash.message"
          defaultMessage="Tente novamente mais tarde. Se o problema continuar, entre em contato com o suporte."
        />
      </Text>
      <Button variant="outline" onClick={() => globalThis.location.reload()}>
        <FormattedMessage id="shell.crash.reload" defaultMessage="Recarregar a página" />
      </Button>
    </Stack>
  );
}
