import { Alert, Button, Heading, Input, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REGISTRATION_MESSAGE_IDS, supportMessageSchema } from 'shared-contracts';
import { toaster } from 'shared-contracts/ui';
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
        title: intl.formatMessage({
          id: 'authRegistration.support.sentTitle',
          defaultMessage: 'Mensagem enviada',
        }),
        description: intl.formatMessage({
          id: 'authRegistration.support.sentDescription',
          defaultMessage: 'Recebemos sua mensagem e responderemos em breve.',
        }),
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
            <FormattedMessage id="authRegistration.support.title" defaultMessage="Suporte" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage
              id="authRegistration.support.intro"
              defaultMessage="Descreva sua dúvida ou problema. Nossa equipe de suporte técnico responderá pelo seu e-mail."
            />
          </Text>
        </Stack>
        {status === 'failed' && (
          <Alert.Root status="error" data-testid="support-failed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="authRegistration.support.failedTitle" defaultMessage="Falha no envio" />
              </Alert.Title>
              <Alert.Description>
                <FormattedMessage id={REGISTRATION_MESSAGE_IDS.supportFailed} />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <FormField
          label={<FormattedMessage id="authRegistration.support.subject" defaultMessage="Assunto" />}
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
          label={<FormattedMessage id="authRegistration.support.message" defaultMessage="Mensagem" />}
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
          <FormattedMessage id="authRegistration.support.send" defaultMessage="Enviar" />
        </Button>
      </Stack>
    </chakra.form>
  );
}
