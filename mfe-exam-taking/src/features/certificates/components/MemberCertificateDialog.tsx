import { Button, chakra, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { toaster } from 'shared-contracts/ui';
import { DialogCloseButton } from '../../../shared/exam/components/DialogCloseButton';
import { saveBlob } from '../../../shared/exam/save-file';
import { CERTIFICATE_FILE_NAME, fetchMemberCertificate } from '../api/certificates';

const emailSchema = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254));

/**
 * Group editions (spec 3 §2.3): the certificate of a member of the participant's team, asked for by
 * e-mail; a refusal says to use the e-mail of a member of the group.
 */
export function MemberCertificateDialog({ editionId }: { editionId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `examTaking.certificates.member.${id}` });
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = v.is(emailSchema, email);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    try {
      saveBlob(await fetchMemberCertificate(editionId, email), CERTIFICATE_FILE_NAME);
      setOpen(false);
      setEmail('');
    } catch (error) {
      console.error('[certificates] member certificate failed', error);
      toaster.create({ type: 'error', title: t('failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !busy && setOpen(e.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="brand" variant="outline">
          {t('open')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>{t('intro')}</Text>
                  <Field.Root required>
                    <Field.Label>
                      {t('email')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      type="email"
                      name="email"
                      autoComplete="email"
                      value={email}
                      onChange={(e) => setEmail(e.target.value)}
                    />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                  {t('cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" disabled={!valid} loading={busy}>
                  {t('submit')}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <DialogCloseButton label={t('close')} disabled={busy} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
