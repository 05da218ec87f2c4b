import { Button, Center, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { canManageEdition, defaultPathFor, type User } from 'shared-contracts';
import { useAuthStore } from 'shared-contracts/client';
import { Link as RouterLink, PagedTable, useParams } from 'shared-contracts/ui';
import { pathOf } from '../../../shared/built-routes';
import { timeZoneNameOf } from '../../../shared/api/editions';
import {
  EditionBlocked,
  detailMessages as detail,
  listPathFor,
  useEdition,
  type EditionDetail,
} from '../../edition-detail';
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
 * /edicoes/:id/escolas/solicitacoes (spec 2 §2 "School requests"): loads the edition with its
 * coordinators; an unknown edition offers the way back, and a coordinator not listed on it is not let
 * in (§6).
 */
export function SchoolRequestsPage() {
  const intl = useIntl();
  const { id } = useParams();
  const user: User | null = useAuthStore((s) => s.user);
  const state = useEdition(id);

  switch (state.status) {
    case 'loading':
      return (
        <Center py="12">
          <Spinner aria-label={intl.formatMessage(detail.loading)} />
        </Center>
      );
    case 'notFound':
      return (
        <EditionBlocked
          title={intl.formatMessage(detail.notFound)}
          action={intl.formatMessage(detail.backHome)}
          to={defaultPathFor(user)}
        />
      );
    case 'error':
      return (
        <EditionBlocked
          title={intl.formatMessage(detail.error)}
          action={intl.formatMessage(detail.back)}
          to={listPathFor(user)}
        />
      );
    case 'ready':
      if (!canManageEdition(user, state.value))
        return (
          <EditionBlocked
            title={intl.formatMessage(detail.noAuthorizationTitle)}
            text={intl.formatMessage(detail.noAuthorizationText)}
            action={intl.formatMessage(detail.noAuthorizationClose)}
            to={pathOf('admin.editions')}
          />
        );
      return <SchoolRequestsView edition={state.value} />;
  }
}
