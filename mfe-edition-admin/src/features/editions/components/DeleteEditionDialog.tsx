import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { EditionRow } from '../../../shared/api/editions';
import { deleteMessages as m } from '../messages';

/** Confirmation before DELETE editions/{id}. */
export function DeleteEditionDialog({
  edition,
  busy,
  onCancel,
  onConfirm,
}: {
  edition: EditionRow | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root
      role="alertdialog"
      open={edition !== null}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      closeOnInteractOutside={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(m.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {edition
                  ? intl.formatMessage(m.message, { name: `${edition.year} - ${edition.description}` })
                  : null}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                {intl.formatMessage(m.confirm)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
