import { Box, chakra, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from 'shared-contracts';
import type { InboxEntry } from './inbox-api';
import { panelMessages as m, panelValueMessages as vm } from './panel-messages';

/**
 * One notification: unread ones are bold, with a dot and "Não lida:" for screen readers. Opening it shows
 * the whole message and marks it read.
 */
export function InboxEntryItem({
  entry,
  onOpen,
}: {
  entry: InboxEntry;
  onOpen: (entry: InboxEntry) => void;
}) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const unread = entry.read_at === null;
  const edition = entry.edition_description ?? intl.formatMessage(vm.edition, { id: entry.edition_id });
  const date = formatDateTime(entry.created_at, null, intl.formatMessage(m.at));
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border.muted" data-testid="inbox-item">
      <chakra.button
        type="button"
        width="full"
        textAlign="start"
        px="3"
        py="2.5"
        borderRadius="md"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.primary', outlineOffset: '-2px' }}
        aria-expanded={expanded}
        data-unread={unread || undefined}
        onClick={() => {
          setExpanded((e) => !e);
          if (unread) onOpen(entry);
        }}
      >
        <HStack align="start" gap="2">
          <Box
            aria-hidden
            flexShrink={0}
            boxSize="2"
            mt="2"
            borderRadius="full"
            bg={unread ? 'brand.primary' : 'transparent'}
          />
          <Stack gap="1" flex="1" minWidth="0">
            <Text
              fontWeight={unread ? 'bold' : 'normal'}
              whiteSpace="pre-wrap"
              overflowWrap="anywhere"
              lineClamp={expanded ? undefined : 3}
            >
              {unread && <VisuallyHidden>{intl.formatMessage(m.unread)} </VisuallyHidden>}
              {entry.message}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {edition} · <time dateTime={entry.created_at}>{date}</time>
            </Text>
          </Stack>
        </HStack>
      </chakra.button>
    </Box>
  );
}
