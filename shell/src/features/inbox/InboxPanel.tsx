import { CloseButton, Drawer, Portal, Separator, Stack } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { InboxList } from './InboxList';
import { InboxSettings } from './InboxSettings';
import { panelMessages as m } from './panel-messages';

/** The inbox (a drawer at the end; the whole screen on a phone): the notifications, then the settings. */
export function InboxPanel({
  open,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const intl = useIntl();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={{ base: 'full', md: 'md' }}
      finalFocusEl={() => returnFocusTo.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="inbox-panel">
            <Drawer.Header>
              <Drawer.Title>{intl.formatMessage(m.title)}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <InboxList />
                <Separator />
                <InboxSettings />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(m.close)} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
