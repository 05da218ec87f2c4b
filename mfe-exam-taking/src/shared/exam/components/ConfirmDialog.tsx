import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * An alert dialog that asks before an action: its title, what it will do (`children`), Cancel and the
 * confirming button. While `busy` it stays open, Cancel is disabled and the confirming button spins.
 */
export function ConfirmDialog({
  open,
  busy,
  title,
  children,
  cancelLabel,
  confirmLabel,
  confirmColor,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmColor: 'brand' | 'red';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      closeOnInteractOutside={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={confirmColor} onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
