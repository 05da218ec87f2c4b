import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A labelled form field: its control (Input, Textarea, NativeSelect…), and under it the message of
 * its error (a message id, e.g. a registration validation id), the field then being invalid.
 */
export function FormField({
  label,
  required,
  disabled,
  error,
  helperText,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Message id of the error to show. */
  error?: string;
  helperText?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root required={required} disabled={disabled} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && (
        <Field.ErrorText>
          <FormattedMessage id={error} />
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
