import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useErrorText } from 'shared-contracts/ui';

/**
 * A labelled form field: its control (Input, Textarea, NativeSelect…), and under it the message of
 * its error (a shared message id, such as a validation issue, or a server text), the field then being invalid.
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
  /** The error to show: a shared message id (a validation issue) or a server text. */
  error?: string;
  helperText?: ReactNode;
  /** data-testid of the field (its root). */
  testId?: string;
  children: ReactNode;
}) {
  const errorText = useErrorText();
  return (
    <Field.Root required={required} disabled={disabled} invalid={Boolean(error)} data-testid={testId}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{errorText(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
