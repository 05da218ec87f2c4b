import { Checkbox, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_SUBJECT_MAX } from 'shared-contracts';
import { RichTextEditor } from 'shared-contracts/ui';
import { FormField } from '../../../shared/components/FormField';
import { useAudience } from '../hooks/useAudience';
import { useEmailForm } from '../hooks/useEmailForm';
import { useSendNotification } from '../hooks/useSendNotification';
import { emailMessages as m } from '../messages';
import { AudienceFields } from './AudienceFields';
import { EmailChips } from './EmailChips';
import { SendForm, type SendTabProps } from './SendForm';

/**
 * "Enviar e-mail" (spec 2 §2, §5, §8): extra addresses as chips, subject, rich-text message, group and
 * phase, and whether the mail is essential (it then reaches the students who opted out).
 */
export function EmailTab({ editionId, phases }: SendTabProps) {
  const intl = useIntl();
  const hintId = useId();
  const audience = useAudience(phases.choices);
  const form = useEmailForm(editionId, audience);
  const { send, sending } = useSendNotification({
    editionId,
    sent: m.sent,
    failed: m.failed,
    onSent: form.reset,
  });
  return (
    <SendForm testId="email-form" valid={form.valid} sending={sending} onSend={() => send(form.body())}>
      <EmailChips
        chips={form.chips}
        draft={form.draft}
        onChange={form.setChips}
        onDraftChange={form.setDraft}
      />
      <FormField label={intl.formatMessage(m.subject)} required disabled={sending}>
        <Input
          value={form.subject}
          maxLength={NOTIFICATION_SUBJECT_MAX}
          onChange={(e) => form.setSubject(e.currentTarget.value)}
        />
      </FormField>
      <Suspense fallback={<Skeleton height="40" />}>
        <RichTextEditor
          key={form.round}
          label={`${intl.formatMessage(m.message)} *`}
          initialHtml=""
          onChange={form.setMessage}
          limit={null}
          maxHtmlLength={NOTIFICATION_MESSAGE_MAX}
          placeholder=""
          disabled={sending}
        />
      </Suspense>
      <AudienceFields audience={audience} loadFailed={phases.failed} disabled={sending} />
      <Stack gap="1">
        <Checkbox.Root
          checked={form.essential}
          onCheckedChange={(d) => form.setEssential(d.checked === true)}
          disabled={sending}
        >
          <Checkbox.HiddenInput aria-describedby={hintId} />
          <Checkbox.Control />
          <Checkbox.Label>{intl.formatMessage(m.essential)}</Checkbox.Label>
        </Checkbox.Root>
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.essentialHint)}
        </Text>
      </Stack>
    </SendForm>
  );
}
