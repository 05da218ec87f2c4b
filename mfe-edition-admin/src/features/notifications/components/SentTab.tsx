import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { NOTIFICATIONS_PAGE_SIZES } from 'shared-contracts';
import { PagedTable } from 'shared-contracts/ui';
import type { SentNotification } from '../api/notifications';
import { useSentNotifications } from '../hooks/useSentNotifications';
import { pageMessages, sentMessages as m } from '../messages';
import { RecipientsDialog } from './RecipientsDialog';
import { useSentColumns } from './sent-columns';

/**
 * "Notificações enviadas" (spec 2 §2, §9): newest first, 7 a page (7, 14, 20), filtered by address and
 * dates, each with its counts; a row's button opens its registered e-mails.
 */
export function SentTab({ editionId, zone }: { editionId: string; zone: string | null }) {
  const intl = useIntl();
  const sent = useSentNotifications(editionId);
  const [open, setOpen] = useState<SentNotification | null>(null);
  const columns = useSentColumns({ zone, onRecipients: setOpen });
  const { filters } = sent;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label>{intl.formatMessage(m.emails)}</Field.Label>
          <Input
            type="search"
            value={filters.emails}
            onChange={(e) => sent.setEmails(e.currentTarget.value)}
          />
        </Field.Root>
        {(['dateGt', 'dateLt'] as const).map((which) => (
          <Field.Root key={which}>
            <Field.Label>{intl.formatMessage(m[which])}</Field.Label>
            <Input
              type="date"
              value={filters[which]}
              onChange={(e) => sent.setDate(which, e.currentTarget.value)}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      {(filters.emails || filters.dateGt || filters.dateLt) && (
        <Button alignSelf="flex-start" size="sm" variant="ghost" onClick={sent.clear}>
          {intl.formatMessage(m.clear)}
        </Button>
      )}
      <PagedTable
        columns={columns}
        query={sent.query}
        rowKey={(n) => n.id}
        testId="notifications-table"
        rowTestId="notification-row"
        ariaLabel={intl.formatMessage(pageMessages.sentTab)}
        emptyMessage={intl.formatMessage(m.empty)}
        errorMessage={intl.formatMessage(m.error)}
        pageSizeOptions={NOTIFICATIONS_PAGE_SIZES}
      />
      <RecipientsDialog notification={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
