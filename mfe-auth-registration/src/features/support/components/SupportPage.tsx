import { Alert, Button, Heading, Input, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REGISTRATION_MESSAGE_IDS, supportMessageSchema, toaster } from 'shared-contracts';
import { FormField } from '../../../components/form/FormField';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { sendSupportMessage } from '../api/support-message';

/** Rows of the message field (spec 1 §9). */
export const SUPPORT_MESSAGE_ROWS = 8;

type Status = 'editing' | 'submitting' | 'failed';

/** /suporte (spec 1 §1, §4): a subject and a message sent to technical support. */
export function SupportPage() {
  const intl = useIntl();
  const form = useSchemaForm(supportMessageSchema, { subject: '', message: '' });
  const [status, setStatus] = useState<Status>('editing');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const message = form.submit();
    if (!message) return;
    setStatus('submitting');
    try {
      await sendSupportMessage(message);
      form.reset();
      setStatus('editing');
      toaster.create({
        type: 'success',
        title: intl.formatMessage({ id: 'authRegistration.support.sentTitle' }),
        description: intl.formatMessage({ id: 'authRegistration.support.sentDescription' }),
      });
    } catch {
      setStatus('failed');
    }
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="support-page">
      <Stack gap="5" maxW="2xl">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            <FormattedMessage id="authRegistration.support.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="authRegistration.support.intro" />
          </Text>
        </Stack>
        {status === 'failed' && (
          <Alert.Root status="error" data-testid="support-failed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="authRegistration.support.failedTitle" />
              </Alert.Title>
              <Alert.Description>
                <FormattedMessage id={REGISTRATION_MESSAGE_IDS.supportFailed} />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <FormField
          label={<FormattedMessage id="authRegistration.support.subject" />}
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
          label={<FormattedMessage id="authRegistration.support.message" />}
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
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={status === 'submitting'}>
          <FormattedMessage id="authRegistration.support.send" />
        </Button>
      </Stack>
    </chakra.form>
  );
}
