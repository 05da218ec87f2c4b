import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'shared-contracts';
import { useAuthServices } from './auth-services';

/**
 * /logout: "Saindo...", ends the API session, clears local state, then leaves for the identity
 * provider's end-session URL (which comes back to /) so its session ends too; to / when there is none.
 * "Saindo..." stays on screen until the browser leaves.
 */
export function LogoutPage() {
  const { endSession, redirectTo } = useAuthServices();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    endSession()
      .catch((error: unknown) => {
        console.error('[auth] logout failed', error);
        return null;
      })
      .then((url) => {
        if (url) redirectTo(url);
        else navigate('/', { replace: true });
      });
  }, [endSession, redirectTo, navigate]);

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
