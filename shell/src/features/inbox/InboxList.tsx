import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { InboxEntryItem } from './InboxEntryItem';
import { panelMessages as m, panelValueMessages as vm } from './panel-messages';
import { useInbox } from './use-inbox';

/** The notifications, newest first: "Marcar todas como lidas", the list, "Carregar mais", or the empty state. */
export function InboxList() {
  const intl = useIntl();
  const inbox = useInbox();
  if (inbox.loading) return <Spinner size="sm" alignSelf="center" />;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text role="status" fontSize="sm" color="fg.muted" data-testid="inbox-unread">
          {intl.formatMessage(vm.unreadSummary, { count: inbox.unread })}
        </Text>
        {inbox.unread > 0 && (
          <Button
            size="xs"
            variant="outline"
            loading={inbox.readAll.isPending}
            onClick={() => inbox.readAll.mutate()}
          >
            {intl.formatMessage(m.markAll)}
          </Button>
        )}
      </HStack>
      {(inbox.readOne.isError || inbox.readAll.isError) && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(m.markError)}</Alert.Title>
        </Alert.Root>
      )}
      {inbox.items.length === 0 && !inbox.failed && (
        <Text color="fg.muted" py="6" textAlign="center" data-testid="inbox-empty">
          {intl.formatMessage(m.empty)}
        </Text>
      )}
      {inbox.items.length > 0 && (
        <Box as="ul" listStyleType="none" aria-label={intl.formatMessage(m.listLabel)}>
          {inbox.items.map((entry) => (
            <InboxEntryItem key={entry.id} entry={entry} onOpen={(e) => inbox.readOne.mutate(e.id)} />
          ))}
        </Box>
      )}
      {inbox.failed && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title flex="1">{intl.formatMessage(m.loadError)}</Alert.Title>
          <Button size="xs" variant="outline" onClick={inbox.retry}>
            {intl.formatMessage(m.retry)}
          </Button>
        </Alert.Root>
      )}
      {inbox.hasMore && (
        <Button variant="outline" size="sm" loading={inbox.loadingMore} onClick={inbox.loadMore}>
          {intl.formatMessage(m.loadMore)}
        </Button>
      )}
    </Stack>
  );
}
