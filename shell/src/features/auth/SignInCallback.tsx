import { Box, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'shared-contracts/ui';
import { defaultPathFor } from 'shared-contracts';
import { useAuthStore } from 'shared-contracts/client';
import { useAuthServices } from './auth-services';

const FADE_IN = { from: { opacity: 0 }, to: { opacity: 1 } };

/** Full-page overlay while signing in (fades in over 50 ms). */
function SigningInOverlay() {
  return (
    <Box
      data-testid="signin-overlay"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg"
      css={{ animation: 'shellFadeIn 50ms ease-in', '@keyframes shellFadeIn': FADE_IN }}
    >
      <Center height="100%">
        <Stack align="center" gap="3">
          <Spinner size="xl" color="brand.primary" />
          <Text>
            <FormattedMessage id="shell.login.signingIn" defaultMessage="Entrando..." />
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}

/**
 * Completes the identity provider's redirect back when the page is one, then sends the user to
 * the remembered path or their default one. While signing in, the content is hidden behind the
 * overlay. On failure the user stays on the login screen (the store says 'failed').
 */
export function SignInCallback({ children }: { children?: ReactNode }) {
  const { completeLoginIfCallback, takeReturnTo } = useAuthServices();
  const navigate = useNavigate();
  const signingIn = useAuthStore((s) => s.status === 'signingIn');
  // navigate changes with the location; the callback must be handled once per page load.
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    let active = true;
    completeLoginIfCallback().then((outcome) => {
      if (!active) return;
      const go = navigateRef.current;
      if (outcome === 'signed')
        go(takeReturnTo() ?? defaultPathFor(useAuthStore.getState().user), { replace: true });
      else if (outcome === 'failed') go('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [completeLoginIfCallback, takeReturnTo]);

  return (
    <>
      <Box visibility={signingIn ? 'hidden' : undefined} aria-hidden={signingIn || undefined}>
        {children}
      </Box>
      {signingIn && <SigningInOverlay />}
    </>
  );
}
