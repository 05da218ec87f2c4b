import { Box, Flex, HStack, Link } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'shared-contracts/ui';
import { defaultPathFor, inactiveEditionsPathFor, type User } from 'shared-contracts';
import { LanguageSelector } from '../i18n';
import { InboxBell } from '../inbox';

// The user menu (Chakra's Menu and Avatar) is a chunk of its own: the signed-out pages never fetch it.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/** Only the page the user is on is bold (NavLink marks it aria-current="page"). */
const navLinkStyle = { color: 'white', fontWeight: 'normal', _currentPage: { fontWeight: 'bold' } } as const;

/** Signed-in header: editions home, inactive editions (per role), language selector, inbox bell, user menu. */
export function Header({ user }: { user: User }) {
  const intl = useIntl();
  const inactivePath = inactiveEditionsPathFor(user);
  return (
    <Box
      as="header"
      data-testid="app-header"
      bg="brand.primary"
      color="white"
      px={{ base: '3', md: '6' }}
      py="2"
    >
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <HStack
          as="nav"
          gap={{ base: '3', md: '6' }}
          aria-label={intl.formatMessage({ id: 'shell.header.nav', defaultMessage: 'Navegação principal' })}
        >
          <Link asChild {...navLinkStyle}>
            <NavLink to={defaultPathFor(user)} end data-testid="nav-home">
              <FormattedMessage id="shell.header.home" defaultMessage="Edições" />
            </NavLink>
          </Link>
          {inactivePath && (
            <Link asChild {...navLinkStyle}>
              <NavLink to={inactivePath} data-testid="nav-inactive">
                <FormattedMessage id="shell.header.inactive" defaultMessage="Edições inativas" />
              </NavLink>
            </Link>
          )}
        </HStack>
        <HStack gap="2">
          <Box bg="white" color="fg" borderRadius="md">
            <LanguageSelector size="xs" />
          </Box>
          <InboxBell />
          <Suspense fallback={<Box boxSize="8" />}>
            <UserMenu user={user} />
          </Suspense>
        </HStack>
      </Flex>
    </Box>
  );
}
