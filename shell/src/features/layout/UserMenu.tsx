import { Avatar, Box, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'shared-contracts/ui';
import { firstTwoWords, initialsOf, type User } from 'shared-contracts';
import { useShellEnv } from '../../shared/shell-env';
import { showsEditProfile, showsSupport } from './visibility-rules';

/** The router state that makes /logout end every session of the account (see LogoutPage). */
const EVERYWHERE = { everywhere: true } as const;

/** Avatar button with the user's identity and the account links (works on small screens too). */
export function UserMenu({ user }: { user: User }) {
  const intl = useIntl();
  const { appConfig, registry } = useShellEnv();
  const { pathname } = useLocation();
  const shortName = firstTwoWords(user.name);
  const initials = initialsOf(user.name);
  const editProfile = showsEditProfile(appConfig.projectId, pathname, registry.profileUrl);
  const support = showsSupport(appConfig.projectId);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          px="1"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          _expanded={{ bg: 'whiteAlpha.300' }}
          data-testid="user-menu"
          // The name contains what the button shows (initials, and the name on wider screens): WCAG 2.5.3.
          aria-label={intl.formatMessage(
            { id: 'shell.userMenu.open', defaultMessage: '{initials} {name}: menu do usuário' },
            { initials, name: shortName },
          )}
        >
          <Avatar.Root size="sm" bg="brand.secondary" color="brand.primary">
            {user.userPhoto && <Avatar.Image src={user.userPhoto} alt="" />}
            <Avatar.Fallback data-testid="user-initials">{initials}</Avatar.Fallback>
          </Avatar.Root>{' '}
          <Text as="span" display={{ base: 'none', md: 'inline' }} data-testid="user-short-name-trigger">
            {shortName}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="14rem" data-testid="user-menu-content">
            <Box px="3" py="2">
              <Stack gap="0.5">
                <Text fontWeight="semibold" data-testid="user-short-name">
                  {shortName}
                </Text>
                <Text fontSize="sm" color="fg.muted" data-testid="user-fractal-id">
                  <FormattedMessage
                    id="shell.userMenu.fractalId"
                    defaultMessage="ID: {fractalId}"
                    values={{ fractalId: user.fractal_id }}
                  />
                </Text>
                {user.email && (
                  <Text fontSize="sm" color="fg.muted" data-testid="user-email">
                    {user.email}
                  </Text>
                )}
              </Stack>
            </Box>
            <Menu.Separator />
            {editProfile && registry.profileUrl && (
              <Menu.Item value="edit-profile" asChild>
                <a
                  href={registry.profileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="menu-edit-profile"
                >
                  <FormattedMessage id="shell.userMenu.editProfile" defaultMessage="Editar perfil" />
                </a>
              </Menu.Item>
            )}
            {support && (
              <Menu.Item value="support" asChild>
                <RouterLink to="/suporte" data-testid="menu-support">
                  <FormattedMessage id="shell.userMenu.support" defaultMessage="Suporte" />
                </RouterLink>
              </Menu.Item>
            )}
            <Menu.Item value="logout" asChild>
              <RouterLink to="/logout" data-testid="menu-logout">
                <FormattedMessage id="shell.userMenu.logout" defaultMessage="Sair" />
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="logout-everywhere" asChild>
              <RouterLink to="/logout" state={EVERYWHERE} data-testid="menu-logout-everywhere">
                <FormattedMessage
                  id="shell.userMenu.logoutEverywhere"
                  defaultMessage="Sair de todos os dispositivos"
                />
              </RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
