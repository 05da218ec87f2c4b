import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { IMPORT_RELOAD_DELAY_MS } from 'shared-contracts';
import { useQueryClient } from 'shared-contracts/client';
import { ScoreImport, toaster } from 'shared-contracts/ui';
import { gradingKeys } from '../../../shared';
import { participantNamedMessages as n, participantsMessages as m } from '../messages';

/**
 * "Importar Notas": the shared score import in a dialog; once stored, "N notas importadas." with the
 * number the API says it stored, the dialog closes and the list reloads 1.5 s later.
 */
export function ImportScoresDialog({ testId }: { testId: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const onImported = (count: number | null) => {
    toaster.create({ type: 'success', title: intl.formatMessage(n.imported, { count: count ?? 0 }) });
    setOpen(false);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: gradingKeys.participants(testId) }),
      IMPORT_RELOAD_DELAY_MS,
    );
  };
  const title = intl.formatMessage(m.importScores);
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} size={{ base: 'full', md: 'lg' }}>
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="brand">
          {title}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <ScoreImport
                examId={testId}
                onImported={onImported}
                extraActions={
                  <Button variant="outline" onClick={() => setOpen(false)}>
                    {intl.formatMessage(m.cancel)}
                  </Button>
                }
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(m.cancel)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
