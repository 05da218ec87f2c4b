import { Button, DataList, Dialog, Portal, Text } from '@chakra-ui/react';
import type { SummaryEntry } from '../hooks/useSummaryEntries';
import { useRegistrationText } from '../hooks/useRegistrationText';

/** The summary of what was entered, with Cancelar / Confirmar, before the registration is sent. */
export function ConfirmationDialog({
  open,
  entries,
  busy,
  onCancel,
  onConfirm,
  finalFocusEl,
}: {
  open: boolean;
  entries: SummaryEntry[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes on closing (the first invalid field after a failure); the default when null. */
  finalFocusEl?: () => HTMLElement | null;
}) {
  const t = useRegistrationText();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      closeOnInteractOutside={!busy}
      finalFocusEl={finalFocusEl}
      scrollBehavior="inside"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="registration-summary">
            <Dialog.Header>
              <Dialog.Title>{t('confirm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text marginBottom="4">{t('confirm.intro')}</Text>
              <DataList.Root orientation="horizontal" size="sm">
                {entries.map((e, i) => (
                  <DataList.Item key={i} data-testid="summary-entry">
                    <DataList.ItemLabel>{e.label}</DataList.ItemLabel>
                    <DataList.ItemValue>{e.value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {t('confirm.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                onClick={onConfirm}
                loading={busy}
                loadingText={t('confirm.confirm')}
                disabled={busy}
              >
                {t('confirm.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
