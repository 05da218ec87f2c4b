import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { plainTextOf } from 'shared-contracts';
import type { PagedColumn } from 'shared-contracts/ui';
import { dateTimeOf } from '../../exams';
import type { SentNotification } from '../api/notifications';
import {
  countMessages,
  groupLabels,
  phaseLabelMessages,
  recipientMessages,
  sentMessages as m,
} from '../messages';

const STATUS_PALETTE = { resolving: 'gray', sending: 'blue', done: 'green' } as const;

/**
 * The sent list's columns (spec 2 §2): date, destination, group, phase, subject or message, recipients,
 * deliveries, status and the button of the registered e-mails. Below 720 px the date, the group, the
 * recipients, the status and the button remain.
 */
export function useSentColumns({
  zone,
  onRecipients,
}: {
  zone: string | null;
  onRecipients: (notification: SentNotification) => void;
}): PagedColumn<SentNotification>[] {
  const intl = useIntl();
  return useMemo(
    () => [
      {
        key: 'date',
        header: intl.formatMessage(m.date),
        cell: (n) => <Text minW="20">{dateTimeOf(n.sent_at, zone)}</Text>,
      },
      {
        key: 'destination',
        header: intl.formatMessage(m.destination),
        hideBelow720: true,
        cell: (n) => (
          <HStack gap="1" wrap="wrap">
            <Text>{intl.formatMessage(m[n.destination])}</Text>
            {n.category === 'essential' && (
              <Badge colorPalette="orange">{intl.formatMessage(m.essential)}</Badge>
            )}
          </HStack>
        ),
      },
      {
        key: 'group',
        header: intl.formatMessage(m.group),
        hideBelow720: true,
        cell: (n) => intl.formatMessage(groupLabels[n.group]),
      },
      {
        key: 'phase',
        header: intl.formatMessage(m.phase),
        hideBelow720: true,
        cell: (n) => (n.exam ? intl.formatMessage(phaseLabelMessages.phaseOf, { phase: n.exam.phase }) : '—'),
      },
      {
        key: 'content',
        header: intl.formatMessage(m.content),
        hideBelow720: true,
        cell: (n) => (
          <Box maxW="xs">
            {n.subject && (
              <Text fontWeight="medium" lineClamp={1} overflowWrap="anywhere">
                {n.subject}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted" lineClamp={2} overflowWrap="anywhere" whiteSpace="normal">
              {plainTextOf(n.message)}
            </Text>
          </Box>
        ),
      },
      {
        key: 'recipients',
        header: intl.formatMessage(m.recipients),
        align: 'end',
        cell: (n) => (
          <Box>
            <Text data-testid="recipients-total">{n.counts.recipients ?? '—'}</Text>
            {n.target.single_emails.length > 0 && (
              <Text fontSize="xs" color="fg.muted">
                {intl.formatMessage(countMessages.extra, { count: n.target.single_emails.length })}
              </Text>
            )}
          </Box>
        ),
      },
      {
        key: 'deliveries',
        header: intl.formatMessage(m.deliveries),
        hideBelow720: true,
        cell: (n) => (
          <Text fontSize="sm" data-testid="deliveries">
            {intl.formatMessage(countMessages.deliveries, {
              delivered: n.counts.delivered,
              failed: n.counts.failed,
              pending: n.counts.pending,
            })}
          </Text>
        ),
      },
      {
        key: 'status',
        header: intl.formatMessage(m.status),
        cell: (n) => (
          <Badge colorPalette={STATUS_PALETTE[n.status]} data-testid="notification-status">
            {intl.formatMessage(m[n.status])}
          </Badge>
        ),
      },
      {
        key: 'actions',
        header: intl.formatMessage(m.actions),
        headerHidden: true,
        align: 'end',
        cell: (n) => (
          <Button
            size="xs"
            variant="outline"
            aria-label={intl.formatMessage(countMessages.showRecipients, {
              date: dateTimeOf(n.sent_at, zone),
            })}
            onClick={() => onRecipients(n)}
          >
            {intl.formatMessage(recipientMessages.open)}
          </Button>
        ),
      },
    ],
    [intl, zone, onRecipients],
  );
}
