import { Box, CloseButton, Field, HStack, Input, Text, Wrap } from '@chakra-ui/react';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { CHIP_KEYS, chipOf, completedIn, emailsIn, withChips } from '../chips';
import { chipMessages, emailMessages as m } from '../messages';

/**
 * The extra addresses as chips (spec 2 §2): what is typed becomes a chip on Enter, Tab, comma or space
 * when it is an address (lowercased); a paste adds every address in the text; a chip's button removes it
 * and a double-click (or Backspace in the empty field, for the last one) puts it back in the field to edit.
 * Duplicates are ignored. `draft` is what is typed and not yet a chip.
 */
export function EmailChips({
  chips,
  draft,
  onChange,
  onDraftChange,
}: {
  chips: string[];
  draft: string;
  onChange: (chips: string[]) => void;
  onDraftChange: (draft: string) => void;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const invalid = draft.trim() !== '' && chipOf(draft) === null;

  const commit = (): boolean => {
    const email = chipOf(draft);
    if (!email) return false;
    onChange(withChips(chips, [email]));
    onDraftChange('');
    return true;
  };

  const edit = (email: string) => {
    const kept = chips.filter((c) => c !== email);
    const typed = chipOf(draft);
    onChange(typed ? withChips(kept, [typed]) : kept);
    onDraftChange(email);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && draft === '' && chips.length > 0) {
      event.preventDefault();
      edit(chips[chips.length - 1]!);
      return;
    }
    if (!(CHIP_KEYS as readonly string[]).includes(event.key)) return;
    const added = commit();
    // Tab moves on when there is nothing to add; commas and spaces never belong to an address.
    if (added || event.key !== 'Tab') event.preventDefault();
  };

  // Phones' virtual keyboards often send no key for a comma or a space (keydown says "Unidentified"): the
  // separator is then seen in the text itself, and what comes before it becomes chips.
  const onInput = (value: string) => {
    const { found, rest } = completedIn(value);
    if (found.length > 0) onChange(withChips(chips, found));
    onDraftChange(rest);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const found = emailsIn(event.clipboardData.getData('text'));
    if (found.length === 0) return;
    event.preventDefault();
    onChange(withChips(chips, found));
  };

  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{intl.formatMessage(m.extraEmails)}</Field.Label>
      {chips.length > 0 && (
        <Wrap as="ul" gap="2" mb="2" aria-label={intl.formatMessage(m.extraEmailsList)} listStyleType="none">
          {chips.map((email) => (
            <Box
              as="li"
              key={email}
              data-testid="email-chip"
              onDoubleClick={() => edit(email)}
              bg="bg.muted"
              rounded="full"
              ps="3"
              pe="1"
              maxW="full"
            >
              <HStack gap="1">
                <Text fontSize="sm" overflowWrap="anywhere">
                  {email}
                </Text>
                <CloseButton
                  size="2xs"
                  variant="ghost"
                  rounded="full"
                  aria-label={intl.formatMessage(chipMessages.remove, { email })}
                  onClick={() => onChange(chips.filter((c) => c !== email))}
                />
              </HStack>
            </Box>
          ))}
        </Wrap>
      )}
      <Input
        ref={input}
        type="text"
        inputMode="email"
        autoComplete="off"
        value={draft}
        onChange={(e) => onInput(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={commit}
      />
      {invalid ? (
        <Field.ErrorText>{intl.formatMessage(m.invalidEmail)}</Field.ErrorText>
      ) : (
        <Field.HelperText>{intl.formatMessage(m.extraEmailsHint)}</Field.HelperText>
      )}
    </Field.Root>
  );
}
