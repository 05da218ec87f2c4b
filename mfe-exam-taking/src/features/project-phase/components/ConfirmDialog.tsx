import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useProjectText } from '../hooks/useProjectText';

/** "Are you sure?" before removing a member or a submission (spec 3 §4). */
export function ConfirmDialog({
  open,
  title,
  text,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useProjectText();
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
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {t('cancel')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                {t('confirmRemove')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
