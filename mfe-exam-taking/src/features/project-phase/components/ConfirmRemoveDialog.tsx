import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../shared/exam/components/ConfirmDialog';
import { useProjectText } from '../hooks/useProjectText';
import { projectPhaseMessages } from '../messages';

/** "Are you sure?" before removing a member or a submission (spec 3 §4). */
export function ConfirmRemoveDialog({
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
    <ConfirmDialog
      open={open}
      busy={busy}
      title={title}
      cancelLabel={t(projectPhaseMessages.cancel)}
      confirmLabel={t(projectPhaseMessages.confirmRemove)}
      confirmColor="red"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Text>{text}</Text>
    </ConfirmDialog>
  );
}
