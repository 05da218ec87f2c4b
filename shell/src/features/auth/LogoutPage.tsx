import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'shared-contracts/ui';
import { useAuthServices } from './auth-services';

/**
 * /logout: "Saindo...", ends the API session, clears local state, then leaves for the identity
 * provider's end-session URL (which comes back to /) so its session ends too; to / when there is none.
 * "Saindo..." stays on screen until the browser leaves. Reached with the router state
 * `{ everywhere: true }` (the user menu's "Sair de todos os dispositivos"), it ends every session of
 * the account, on every device.
 */
export function LogoutPage() {
  const { endSession, redirectTo } = useAuthServices();
  const navigate = useNavigate();
  const { state } = useLocation();
  const everywhere = (state as { everywhere?: unknown } | null)?.everywhere === true;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    endSession(everywhere ? { everywhere } : undefined)
      .catch((error: unknown) => {
        console.error('[auth] logout failed', error);
        return null;
      })
      .then((url) => {
        if (url) redirectTo(url);
        else navigate('/', { replace: true });
      });
  }, [endSession, redirectTo, navigate, everywhere]);

  return (
    <Center py="20" data-testid="logout-screen">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.primary" />
        <Text>
          <FormattedMessage id="shell.logout.message" defaultMessage="Saindo..." />
        </Text>
      </Stack>
    </Center>
  );
}
