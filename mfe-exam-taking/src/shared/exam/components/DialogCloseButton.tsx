import { CloseButton, Dialog } from '@chakra-ui/react';

/** The × in a dialog's corner, named `label` for screen readers; `disabled` while it must stay open. */
export function DialogCloseButton({ label, disabled = false }: { label: string; disabled?: boolean }) {
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={label} disabled={disabled} />
    </Dialog.CloseTrigger>
  );
}
