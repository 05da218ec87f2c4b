import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A review dialog: its title, and body and footer given by the dialog's state. */
export function DialogFrame({
  open,
  busy,
  title,
  testId,
  onClose,
  children,
}: {
  open: boolean;
  busy: boolean;
  title: ReactNode;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
