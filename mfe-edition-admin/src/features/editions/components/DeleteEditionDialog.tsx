import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { EditionRow } from '../../../shared/api/editions';

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
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `editionAdmin.deleteEdition.${id}` }, values);
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
              <Dialog.Title>{t('title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {edition ? t('message', { name: `${edition.year} - ${edition.description}` }) : null}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {t('cancel')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                {t('confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
