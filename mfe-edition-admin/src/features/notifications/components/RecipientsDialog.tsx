import { Box, Button, CloseButton, Dialog, Heading, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { SentNotification } from '../api/notifications';
import { useRecipients } from '../hooks/useRecipients';
import { countMessages, recipientMessages as m } from '../messages';

/** Asks for the next page when the sentinel at the end of the list scrolls into view. */
function useEndOfList(onEnd: () => void) {
  const root = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    const target = sentinel.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onEndRef.current();
      },
      { root: root.current, rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return { root, sentinel };
}

// Thousands of rows: plain elements styled once by the table (no styled component per cell).
const tableCss = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { textAlign: 'start', padding: '1.5', borderBottomWidth: '1px', verticalAlign: 'top' },
  '& td': { overflowWrap: 'anywhere' },
} as const;

function RecipientList({ notification }: { notification: SentNotification }) {
  const intl = useIntl();
  const list = useRecipients(notification.id);
  const { root, sentinel } = useEndOfList(list.more);
  const extra = notification.target.single_emails;
  return (
    <Box
      ref={root}
      maxH="60vh"
      overflowY="auto"
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage(m.title)}
      data-testid="recipients-scroll"
    >
      <Stack gap="4">
        {extra.length > 0 && (
          <Stack gap="1">
            <Heading as="h3" size="sm">
              {intl.formatMessage(m.extra)}
            </Heading>
            <Box as="ul" ps="5" data-testid="extra-emails">
              {extra.map((email) => (
                <li key={email}>{email}</li>
              ))}
            </Box>
          </Stack>
        )}
        <Stack gap="1">
          <Heading as="h3" size="sm">
            {intl.formatMessage(m.registered)}
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="recipients-count">
            {intl.formatMessage(countMessages.registered, {
              count: list.recipients.length,
              total: list.total,
            })}
          </Text>
          {list.failed ? (
            <Text color="fg.error">{intl.formatMessage(m.failedToLoad)}</Text>
          ) : !list.loading && list.recipients.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.none)}</Text>
          ) : (
            <Box as="table" css={tableCss}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.email)}</th>
                  <th scope="col">{intl.formatMessage(m.status)}</th>
                  <th scope="col">{intl.formatMessage(m.error)}</th>
                </tr>
              </thead>
              <tbody>
                {list.recipients.map((r) => (
                  <tr key={r.id} data-testid="recipient-row">
                    <td>{r.email ?? r.name ?? '—'}</td>
                    <td>{intl.formatMessage(m[r.status])}</td>
                    <td>{r.error ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          )}
          {list.loading && (
            <Box role="status" py="2" textAlign="center">
              <Spinner size="sm" aria-label={intl.formatMessage(m.loading)} />
            </Box>
          )}
          <div ref={sentinel} data-testid="recipients-end" />
        </Stack>
      </Stack>
    </Box>
  );
}

/** The registered e-mails of a notification (spec 2 §2): 2000 more per scroll, each with its status. */
export function RecipientsDialog({
  notification,
  onClose,
}: {
  notification: SentNotification | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={notification !== null}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="recipients-dialog">
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(m.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{notification && <RecipientList notification={notification} />}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{intl.formatMessage(m.close)}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(m.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
