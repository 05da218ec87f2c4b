import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'shared-contracts/ui';
import { isSignedIn, useAuthStore } from 'shared-contracts/client';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header (signed-in users), the routed page, and the organisers' footer. */
export function AppLayout() {
  const user = useAuthStore((s) => (isSignedIn(s) ? s.user : null));
  return (
    <Flex direction="column" minHeight="100vh">
      {user && <Header user={user} />}
      <Box as="main" flex="1" width="100%" maxWidth="80rem" mx="auto" px={{ base: '3', md: '6' }} py="4">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
