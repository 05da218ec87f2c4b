import { Checkbox, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_SUBJECT_MAX } from 'shared-contracts';
import { RichTextEditor } from 'shared-contracts/ui';
import { FormField } from '../../../shared/components/FormField';
import { useAudience } from '../hooks/useAudience';
import { useEmailForm } from '../hooks/useEmailForm';
import type { PhaseChoice } from '../hooks/usePhaseChoices';
import { useSendNotification } from '../hooks/useSendNotification';
import { emailMessages as m } from '../messages';
import { AudienceFields } from './AudienceFields';
import { EmailChips } from './EmailChips';
import { SendButton } from './SendButton';

/**
 * "Enviar e-mail" (spec 2 §2, §5, §8): extra addresses as chips, subject, rich-text message, group and
 * phase, and whether the mail is essential (it then reaches the students who opted out).
 */
export function EmailTab({
  editionId,
  choices,
  choicesFailed,
}: {
  editionId: string;
  choices: PhaseChoice[];
  choicesFailed: boolean;
}) {
  const intl = useIntl();
  const hintId = useId();
  const audience = useAudience(choices);
  const form = useEmailForm(editionId, audience);
  const { send, sending } = useSendNotification({
    editionId,
    sent: m.sent,
    failed: m.failed,
    onSent: form.reset,
  });
  return (
    <Stack
      as="form"
      gap="4"
      data-testid="email-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (form.valid && !sending) send(form.body());
      }}
    >
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
      <AudienceFields audience={audience} loadFailed={choicesFailed} disabled={sending} />
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
      <SendButton valid={form.valid} sending={sending} />
    </Stack>
  );
}
