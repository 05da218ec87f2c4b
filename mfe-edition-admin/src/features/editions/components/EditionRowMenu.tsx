import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';
import { editionsMessages } from '../messages';
import type { RowMenuItem } from './row-menu';

const Dots = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="5" r="2" fill="currentColor" />
    <circle cx="12" cy="12" r="2" fill="currentColor" />
    <circle cx="12" cy="19" r="2" fill="currentColor" />
  </svg>
);

/** The row's "Ações" menu; renders nothing when there is no item to offer. */
export function EditionRowMenu({ items, onDelete }: { items: RowMenuItem[]; onDelete: () => void }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={intl.formatMessage(editionsMessages.rowMenu)} size="sm" variant="ghost">
          <Dots />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) =>
              item.value === 'delete' ? (
                <Menu.Item
                  key={item.value}
                  value={item.value}
                  onClick={onDelete}
                  color="fg.error"
                  _hover={{ bg: 'bg.error', color: 'fg.error' }}
                >
                  {intl.formatMessage(item.label)}
                </Menu.Item>
              ) : (
                <Menu.Item key={item.value} value={item.value} asChild>
                  <RouterLink to={item.to}>{intl.formatMessage(item.label)}</RouterLink>
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
