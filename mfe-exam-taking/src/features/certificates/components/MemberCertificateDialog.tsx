import { Button, chakra, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { useMutation } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { DialogCloseButton } from '../../../shared/exam/components/DialogCloseButton';
import { saveBlob } from 'shared-contracts/client';
import { CERTIFICATE_FILE_NAME, fetchMemberCertificate } from '../api/certificates';
import { memberCertificateMessages } from '../messages';

const emailSchema = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254));

/**
 * Group editions (spec 3 §2.3): the certificate of a member of the participant's team, asked for by
 * e-mail; a refusal says to use the e-mail of a member of the group.
 */
export function MemberCertificateDialog({ editionId }: { editionId: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const download = useMutation({
    mutationFn: (address: string) => fetchMemberCertificate(editionId, address),
    onSuccess: (blob) => {
      saveBlob(blob, CERTIFICATE_FILE_NAME);
      setOpen(false);
      setEmail('');
    },
    onError: (error) => {
      console.error('[certificates] member certificate failed', error);
      toaster.create({ type: 'error', title: intl.formatMessage(memberCertificateMessages.failed) });
    },
  });
  const busy = download.isPending;
  const valid = v.is(emailSchema, email);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    download.mutate(email);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !busy && setOpen(e.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="brand" variant="outline">
          {intl.formatMessage(memberCertificateMessages.open)}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{intl.formatMessage(memberCertificateMessages.title)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>{intl.formatMessage(memberCertificateMessages.intro)}</Text>
                  <Field.Root required>
                    <Field.Label>
                      {intl.formatMessage(memberCertificateMessages.email)}
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
                  {intl.formatMessage(memberCertificateMessages.cancel)}
                </Button>
                <Button type="submit" colorPalette="brand" disabled={!valid} loading={busy}>
                  {intl.formatMessage(memberCertificateMessages.submit)}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <DialogCloseButton label={intl.formatMessage(memberCertificateMessages.close)} disabled={busy} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
