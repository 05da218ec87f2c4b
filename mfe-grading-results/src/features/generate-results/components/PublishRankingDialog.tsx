import { Button, Dialog, Field, Input, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { publishMessages as m } from '../messages';

/**
 * The ranking's publication, a deliberate step: publish now or at a chosen date-time in the edition's
 * zone (the answer is an ISO instant); or, once published, withdraw it (null).
 */
export function PublishRankingDialog({
  open,
  phase,
  zone,
  unpublish,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  phase: number;
  zone: string | null;
  unpublish: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (availableAt: string | null) => void;
}) {
  const intl = useIntl();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [local, setLocal] = useState('');
  const [missing, setMissing] = useState(false);
  const zoneName = zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  const confirm = () => {
    if (unpublish) return onConfirm(null);
    if (when === 'now') return onConfirm(new Date().toISOString());
    const instant = local ? DateTime.fromISO(local, { zone: zoneName }) : null;
    if (!instant?.isValid) return setMissing(true);
    onConfirm(instant.toUTC().toISO());
  };

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
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>
                {intl.formatMessage(unpublish ? m.unpublishTitle : m.title, { phase })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{intl.formatMessage(unpublish ? m.unpublishText : m.text)}</Text>
                {!unpublish && (
                  <>
                    <RadioGroup.Root
                      value={when}
                      onValueChange={(d) => setWhen(d.value === 'later' ? 'later' : 'now')}
                      aria-label={intl.formatMessage(m.when)}
                    >
                      <Stack gap="2">
                        {(['now', 'later'] as const).map((value) => (
                          <RadioGroup.Item key={value} value={value}>
                            <RadioGroup.ItemHiddenInput />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>{intl.formatMessage(m[value])}</RadioGroup.ItemText>
                          </RadioGroup.Item>
                        ))}
                      </Stack>
                    </RadioGroup.Root>
                    {when === 'later' && (
                      <Field.Root required invalid={missing}>
                        <Field.Label>{intl.formatMessage(m.at, { zone: zoneName })}</Field.Label>
                        <Input
                          type="datetime-local"
                          value={local}
                          onChange={(e) => {
                            setLocal(e.target.value);
                            setMissing(false);
                          }}
                        />
                        <Field.ErrorText>{intl.formatMessage(m.atRequired)}</Field.ErrorText>
                      </Field.Root>
                    )}
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button colorPalette={unpublish ? 'red' : 'brand'} onClick={confirm} loading={busy}>
                {intl.formatMessage(unpublish ? m.confirmUnpublish : m.confirm)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
