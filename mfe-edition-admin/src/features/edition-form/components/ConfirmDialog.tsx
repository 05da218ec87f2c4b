import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formMessages } from '../messages';

/** A confirmation before a removal (a coordinator, a stored template). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  busy = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {intl.formatMessage(formMessages.confirmCancel)}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                {confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
