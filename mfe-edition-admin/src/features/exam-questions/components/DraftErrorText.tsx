import { Field } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { DraftError } from '../draft';
import { drawerMessages, ruleMessages } from '../messages';

/** The words of an error under a field of the drawer. */
export function useDraftErrorText() {
  const intl = useIntl();
  return (error: DraftError | undefined): string | undefined =>
    !error
      ? undefined
      : 'rule' in error
        ? intl.formatMessage(ruleMessages[error.rule])
        : 'text' in error
          ? error.text
          : intl.formatMessage(drawerMessages.invalidNumber);
}

/** An error line outside a labelled field (the statement's editor, the alternatives). */
export function DraftErrorLine({ error, testId }: { error: DraftError | undefined; testId?: string }) {
  const text = useDraftErrorText()(error);
  if (!text) return null;
  return (
    <Field.Root invalid data-testid={testId}>
      <Field.ErrorText>{text}</Field.ErrorText>
    </Field.Root>
  );
}
