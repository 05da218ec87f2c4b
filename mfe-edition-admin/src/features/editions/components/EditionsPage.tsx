import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, PagedTable } from 'shared-contracts/ui';
import { useAuthStore } from 'shared-contracts/client';
import { pathOf } from '../../../shared/built-routes';
import { useDeleteEdition } from '../hooks/useDeleteEdition';
import { useEditions } from '../hooks/useEditions';
import { editionsMessages as m } from '../messages';
import { DeleteEditionDialog } from './DeleteEditionDialog';
import { useEditionColumns } from './edition-columns';
import { canCreateEdition } from './row-menu';

/** The edition list (/edicoes, /admin/edicoes) or the inactive list with deletion (/admin/edicoes/inativas). */
export function EditionsPage({ inactive }: { inactive: boolean }) {
  const intl = useIntl();
  const user = useAuthStore((s) => s.user);
  const query = useEditions(inactive);
  const deletion = useDeleteEdition();
  const columns = useEditionColumns({ user, deletable: inactive, onDelete: deletion.ask });
  const title = intl.formatMessage(inactive ? m.inactiveTitle : m.title);

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {canCreateEdition(user) && (
          <Button asChild colorPalette="brand">
            <RouterLink to={pathOf('admin.editionNew')}>{intl.formatMessage(m.create)}</RouterLink>
          </Button>
        )}
      </Flex>
      <PagedTable
        columns={columns}
        query={query}
        rowKey={(e) => e.id}
        testId="editions-table"
        rowTestId="edition-row"
        ariaLabel={title}
        emptyMessage={intl.formatMessage(inactive ? m.inactiveEmpty : m.empty)}
        errorMessage={intl.formatMessage(m.error)}
      />
      <DeleteEditionDialog
        edition={deletion.target}
        busy={deletion.busy}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
      />
    </Stack>
  );
}

export function EditionListPage() {
  return <EditionsPage inactive={false} />;
}

export function InactiveEditionsPage() {
  return <EditionsPage inactive />;
}
