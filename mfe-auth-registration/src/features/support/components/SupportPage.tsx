import { Alert, Button, Heading, Input, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { registrationMessages, supportMessageSchema } from 'shared-contracts';
import { useMutation } from 'shared-contracts/client';
import { toaster, useSchemaForm } from 'shared-contracts/ui';
import { FormField } from '../../../components/form/FormField';
import { sendSupportMessage } from '../api/support-message';
import { supportMessages } from '../messages';

/** Rows of the message field (spec 1 §9). */
export const SUPPORT_MESSAGE_ROWS = 8;

/** /suporte (spec 1 §1, §4): a subject and a message sent to technical support. */
export function SupportPage() {
  const intl = useIntl();
  const form = useSchemaForm(supportMessageSchema, { subject: '', message: '' });
  const send = useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: () => {
      form.reset();
      toaster.create({
        type: 'success',
        title: intl.formatMessage(supportMessages.sentTitle),
        description: intl.formatMessage(supportMessages.sentDescription),
      });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = form.submit();
    if (message) send.mutate(message);
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="support-page">
      <Stack gap="5" maxW="2xl">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            <FormattedMessage {...supportMessages.title} />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage {...supportMessages.intro} />
          </Text>
        </Stack>
        {send.isError && (
          <Alert.Root status="error" data-testid="support-failed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage {...supportMessages.failedTitle} />
              </Alert.Title>
              <Alert.Description>
                <FormattedMessage {...registrationMessages.supportFailed} />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <FormField
          label={<FormattedMessage {...supportMessages.subject} />}
          required
          error={form.errorOf('subject')}
        >
          <Input
            name="subject"
            value={form.values.subject}
            onChange={(e) => form.setValue('subject', e.target.value)}
            onBlur={() => form.touch('subject')}
          />
        </FormField>
        <FormField
          label={<FormattedMessage {...supportMessages.message} />}
          required
          error={form.errorOf('message')}
        >
          <Textarea
            name="message"
            rows={SUPPORT_MESSAGE_ROWS}
            value={form.values.message}
            onChange={(e) => form.setValue('message', e.target.value)}
            onBlur={() => form.touch('message')}
          />
        </FormField>
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={send.isPending}>
          <FormattedMessage {...supportMessages.send} />
        </Button>
      </Stack>
    </chakra.form>
  );
}
