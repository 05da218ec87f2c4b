import { Box, Flex, Image, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'shared-contracts/ui';
import { useProjectId } from '../../shared/shell-env';
import { ORGANIZERS } from './organizers';
import { showsOrganizerFooter } from './visibility-rules';

export function Footer() {
  const projectId = useProjectId();
  const { pathname } = useLocation();
  if (!showsOrganizerFooter(projectId, pathname)) return null;
  return (
    <Box as="footer" data-testid="app-footer" borderTopWidth="1px" bg="bg.subtle" px="4" py="6" mt="auto">
      <Text textAlign="center" fontSize="sm" color="fg.muted" mb="3">
        <FormattedMessage id="shell.footer.organizers" defaultMessage="Realização e apoio" />
      </Text>
      <Flex wrap="wrap" gap="6" justify="center" align="center">
        {ORGANIZERS.map((o) => (
          <Image key={o.name} src={o.logo} alt={o.name} height="48px" width="auto" />
        ))}
      </Flex>
    </Box>
  );
}
