import { Button, Flex, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';
import type { User } from 'shared-contracts';
import { EditionName } from '../../../shared/components/EditionName';
import { DataManagementMenu } from '../../data-management';
import type { EditionDetail } from '../api/edition';
import { detailLinks, listPathFor } from './detail-links';
import { detailMessages as m } from '../messages';

/**
 * Back link to the list, the title with the logo, "Gerenciar dados", Editar and the tiles (those whose
 * screens are built).
 */
export function EditionHeader({ edition, user }: { edition: EditionDetail; user: User | null }) {
  const intl = useIntl();
  const { edit, tiles } = detailLinks(edition.id, user);
  return (
    <Stack gap="4">
      <Link asChild alignSelf="start" colorPalette="brand">
        <RouterLink to={listPathFor(user)}>{intl.formatMessage(m.back)}</RouterLink>
      </Link>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <EditionName edition={edition} heading />
        <Flex gap="3" align="start" wrap="wrap">
          <DataManagementMenu editionId={edition.id} />
          {edit && (
            <Button asChild colorPalette="brand">
              <RouterLink to={edit.to}>{intl.formatMessage(edit.label)}</RouterLink>
            </Button>
          )}
        </Flex>
      </Flex>
      {tiles.length > 0 && (
        <SimpleGrid as="nav" aria-label={intl.formatMessage(m.tiles)} columns={{ base: 2, md: 3 }} gap="3">
          {tiles.map((tile) => (
            <Button key={tile.to} asChild variant="outline" size="lg">
              <RouterLink to={tile.to}>{intl.formatMessage(tile.label)}</RouterLink>
            </Button>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
