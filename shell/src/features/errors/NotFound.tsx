import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/ui';
import { defaultPathFor } from 'shared-contracts';
import { isSignedIn, useAuthStore } from 'shared-contracts/client';

export function NotFound() {
  const user = useAuthStore((s) => s.user);
  const signedIn = useAuthStore((s) => isSignedIn(s));
  return (
    <Stack data-testid="not-found" align="center" textAlign="center" gap="4" py="16" px="4">
      <Text fontSize="5xl" fontWeight="bold" color="brand.primary" aria-hidden>
        404
      </Text>
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.notFound.title" defaultMessage="Página não encontrada" />
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage
          id="shell.notFound.message"
          defaultMessage="O conteúdo que você procura não existe ou foi removido."
        />
      </Text>
      <Button asChild bg="brand.primary" color="white">
        <Link to={signedIn ? defaultPathFor(user) : '/'}>
          <FormattedMessage id="shell.notFound.back" defaultMessage="Ir para o início" />
        </Link>
      </Button>
    </Stack>
  );
}
