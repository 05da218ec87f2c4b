import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, PagedTable, useParams } from 'shared-contracts/ui';
import { pathOf } from '../../../shared/built-routes';
import { timeZoneNameOf } from '../../../shared/api/editions';
import { EditionGate, useEdition, type EditionDetail } from '../../edition-detail';
import { useEditRequest } from '../hooks/useEditRequest';
import { useReview } from '../hooks/useReview';
import { useUnitRequests } from '../hooks/useUnitRequests';
import { pageMessages as m } from '../messages';
import { EditRequestDialog } from './EditRequestDialog';
import { ReviewDialog } from './ReviewDialog';
import { useRequestColumns } from './request-columns';

/** The requests of an edition the user administers: the table, and the review and edit dialogs. */
function SchoolRequestsView({ edition }: { edition: EditionDetail }) {
  const intl = useIntl();
  const query = useUnitRequests(edition.id);
  const review = useReview(edition.id);
  const edit = useEditRequest(edition.id);
  const columns = useRequestColumns({
    timeZone: timeZoneNameOf(edition),
    onReview: review.open,
    onEdit: edit.open,
  });
  const title = intl.formatMessage(m.title);

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted">{`${edition.year} - ${edition.description}`}</Text>
        </Stack>
        <Button asChild variant="outline">
          <RouterLink to={pathOf('admin.editionDetail', { id: edition.id })}>
            {intl.formatMessage(m.back)}
          </RouterLink>
        </Button>
      </Flex>
      <PagedTable
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        testId="school-requests-table"
        rowTestId="school-request-row"
        ariaLabel={title}
        emptyMessage={intl.formatMessage(m.empty)}
        errorMessage={intl.formatMessage(m.error)}
      />
      <ReviewDialog
        target={review.target}
        opening={review.opening}
        status={review.status}
        reason={review.reason}
        busy={review.busy}
        onClose={review.close}
        onSubmit={review.submit}
      />
      <EditRequestDialog
        target={edit.target}
        opening={edit.opening}
        status={edit.status}
        busy={edit.busy}
        onClose={edit.close}
        onSubmit={edit.submit}
        onBackToForm={edit.backToForm}
      />
    </Stack>
  );
}

/**
 * /edicoes/:id/escolas/solicitacoes (spec 2 §2 "School requests"): the requests of the edition, once
 * loaded and the user administers it.
 */
export function SchoolRequestsPage() {
  const { id } = useParams();
  return (
    <EditionGate state={useEdition(id)}>{(edition) => <SchoolRequestsView edition={edition} />}</EditionGate>
  );
}
