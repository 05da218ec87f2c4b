import { Box, Button, Field, HStack, Skeleton, Textarea } from '@chakra-ui/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  APP_MESSAGE_MAX_CHARACTERS,
  appMessageFits,
  clipCharacters,
  countCharacters,
  type NotificationBody,
} from 'shared-contracts';
import { useAudience } from '../hooks/useAudience';
import { useSendNotification } from '../hooks/useSendNotification';
import { appMessages as m } from '../messages';
import { AudienceFields } from './AudienceFields';
import { SendForm, type SendTabProps } from './SendForm';

// The picker and its data load only when the emoji button is first pressed (its own chunks).
const EmojiPanel = lazy(() => import(/* webpackChunkName: "emoji-picker" */ './EmojiPanel'));

/**
 * The message with `emoji` in place of the selection (at most APP_MESSAGE_MAX_CHARACTERS characters, as
 * the API counts them: an emoji is one), and where the cursor goes.
 */
function inserted(message: string, emoji: string, start: number, end: number) {
  const next = message.slice(0, start) + emoji + message.slice(end);
  return appMessageFits(next) ? { next, cursor: start + emoji.length } : null;
}

/** What was typed or pasted, cut at the limit (the field's maxLength would count an emoji as two). */
const withinLimit = (text: string) =>
  appMessageFits(text) ? text : clipCharacters(text, APP_MESSAGE_MAX_CHARACTERS);

/**
 * "Notificar app" (spec 2 §2, §5): a short message with a character counter and an emoji picker that
 * inserts at the cursor, and the group and phase; sent to the students' inboxes and devices.
 */
export function AppTab({ editionId, phases }: SendTabProps) {
  const intl = useIntl();
  const pickerId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const audience = useAudience(phases.choices);
  const { send, sending } = useSendNotification({
    editionId,
    sent: m.sent,
    failed: m.failed,
    onSent: () => {
      setMessage('');
      audience.reset();
    },
  });
  const valid = message.trim() !== '' && !audience.phaseMissing;

  const pick = (emoji: string) => {
    const field = textarea.current;
    const start = field?.selectionStart ?? message.length;
    const end = field?.selectionEnd ?? message.length;
    const result = inserted(message, emoji, start, end);
    if (!result) return;
    setMessage(result.next);
    requestAnimationFrame(() => field?.setSelectionRange(result.cursor, result.cursor));
  };

  const body = (): NotificationBody => ({
    destination: 'push',
    edition: { id: editionId },
    exam: audience.examId ? { id: audience.examId } : null,
    group: audience.group,
    message: message.trim(),
  });

  return (
    <SendForm testId="app-form" valid={valid} sending={sending} onSend={() => send(body())}>
      <Field.Root required disabled={sending}>
        <Field.Label>
          {intl.formatMessage(m.message)}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          ref={textarea}
          value={message}
          rows={4}
          onChange={(e) => setMessage(withinLimit(e.currentTarget.value))}
        />
        <HStack justify="space-between" width="full" gap="2" wrap="wrap">
          <Field.HelperText data-testid="app-counter">
            {intl.formatMessage(m.counter, {
              count: countCharacters(message),
              max: APP_MESSAGE_MAX_CHARACTERS,
            })}
          </Field.HelperText>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={pickerOpen}
            aria-controls={pickerOpen ? pickerId : undefined}
            onClick={() => setPickerOpen((open) => !open)}
            disabled={sending}
          >
            <span aria-hidden="true">😀</span>
            {intl.formatMessage(m.emoji)}
          </Button>
        </HStack>
      </Field.Root>
      {pickerOpen && (
        <Box id={pickerId} data-testid="emoji-panel">
          <Suspense fallback={<Skeleton height="360px" aria-label={intl.formatMessage(m.emojiLoading)} />}>
            <EmojiPanel onPick={pick} />
          </Suspense>
        </Box>
      )}
      <AudienceFields audience={audience} loadFailed={phases.failed} disabled={sending} />
    </SendForm>
  );
}
