import { Button, Card, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'shared-contracts/ui';
import { LanguageSelector } from '../i18n';
import { useShellEnv } from '../../shared/shell-env';
import { useAuthServices } from './auth-services';

/**
 * The login screen (route / for signed-out users, and in place of any protected screen while
 * signed out; after login the user comes back to the path they asked for).
 */
export function LoginScreen() {
  const { registry } = useShellEnv();
  const { startLogin } = useAuthServices();
  const location = useLocation();
  const [starting, setStarting] = useState(false);
  const returnTo = location.pathname === '/' ? null : `${location.pathname}${location.search}`;

  const login = async () => {
    setStarting(true);
    try {
      await startLogin(returnTo);
    } catch (error) {
      console.error('[auth] could not reach the identity provider', error);
      setStarting(false);
    }
  };

  return (
    <Stack data-testid="login-screen" align="center" justify="center" minHeight="70vh" px="4" py="10">
      <Card.Root maxWidth="28rem" width="100%" borderTopWidth="4px" borderTopColor="brand.primary">
        <Card.Body>
          <Stack gap="5" align="stretch">
            <Stack direction="row" justify="flex-end">
              <LanguageSelector />
            </Stack>
            {registry.logo && (
              <Image
                src={registry.logo.url}
                alt={registry.logo.alt}
                data-testid="project-logo"
                height="64px"
                width="auto"
                alignSelf="center"
              />
            )}
            <Heading as="h1" size="xl" color="brand.primary">
              <FormattedMessage
                id="shell.login.title"
                defaultMessage="Boas-vindas à {projectName}"
                values={{ projectName: registry.name }}
              />
            </Heading>
            <Text>
              <FormattedMessage
                id="shell.login.message"
                defaultMessage="Entre com a sua conta para se inscrever nas edições, fazer as provas e acompanhar os resultados."
              />
            </Text>
            <Button size="lg" bg="brand.primary" color="white" onClick={login} loading={starting}>
              <FormattedMessage id="shell.login.button" defaultMessage="Entrar" />
            </Button>
            {registry.siteUrl && (
              <Link
                href={registry.siteUrl}
                target="_blank"
                rel="noopener noreferrer"
                alignSelf="center"
                color="brand.primary"
              >
                <FormattedMessage id="shell.login.site" defaultMessage="Conheça a olimpíada" />
              </Link>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
