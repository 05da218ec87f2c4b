import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SHARED_MESSAGES, lookupMessage } from 'shared-contracts';

/** An error to show under a field: a shared message id (a rule's issue) with its values, or a server text. */
export type FieldErrorValue = { id: string; values?: Record<string, string> } | { text: string };

/** The text of an error in the screen's language. */
export function useFieldErrorText() {
  const { locale } = useIntl();
  return (error: FieldErrorValue | undefined): string | undefined =>
    error === undefined
      ? undefined
      : 'text' in error
        ? error.text
        : lookupMessage(SHARED_MESSAGES, error.id, locale, error.values);
}

/**
 * A labelled field of this remote (Chakra's Field around the package's own control): its label, the
 * control, a helper text and, under it, its error, the field then being invalid.
 */
export function FormField({
  label,
  required,
  disabled,
  error,
  helperText,
  testId,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: FieldErrorValue | undefined;
  helperText?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const errorText = useFieldErrorText()(error);
  return (
    <Field.Root
      required={required}
      disabled={disabled}
      invalid={errorText !== undefined}
      data-testid={testId}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !errorText && <Field.HelperText>{helperText}</Field.HelperText>}
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}

/** An error line outside a labelled field (a list's or a group's error). */
export function ErrorLine({ error, testId }: { error: FieldErrorValue | undefined; testId?: string }) {
  const text = useFieldErrorText()(error);
  if (!text) return null;
  return (
    <Field.Root invalid data-testid={testId}>
      <Field.ErrorText>{text}</Field.ErrorText>
    </Field.Root>
  );
}
