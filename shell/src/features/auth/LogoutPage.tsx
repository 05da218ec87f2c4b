import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAuthServices } from './auth-services';

/** /logout: "Saindo...", ends the API session, clears local state, then goes to /. */
export function LogoutPage() {
  const { endSession } = useAuthServices();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    endSession()
      .catch((error: unknown) => console.error('[auth] logout failed', error))
      .finally(() => navigate('/', { replace: true }));
  }, [endSession, navigate]);

  return (
    <Center py="20" data-testid="logout-screen">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.primary" />
        <Text>
          <FormattedMessage id="shell.logout.message" />
        </Text>
      </Stack>
    </Center>
  );
}
