import { Button, Heading, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-contracts/ui';
import { defaultPathFor } from 'shared-contracts';
import { useAuthStore } from 'shared-contracts/client';

/** The role gate failed: "Você não possui acesso a este conteúdo." with a way back. */
export function AccessDenied() {
  const user = useAuthStore((s) => s.user);
  return (
    <Stack data-testid="access-denied" role="alert" align="center" textAlign="center" gap="5" py="16" px="4">
      <Heading as="h1" size="lg">
        <FormattedMessage
          id="shell.accessDenied.title"
          defaultMessage="Você não possui acesso a este conteúdo."
        />
      </Heading>
      <Button asChild bg="brand.primary" color="white">
        <Link to={defaultPathFor(user)}>
          <FormattedMessage id="shell.accessDenied.back" defaultMessage="Voltar para o início" />
        </Link>
      </Button>
    </Stack>
  );
}
