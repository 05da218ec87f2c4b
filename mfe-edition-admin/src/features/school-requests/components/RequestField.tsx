import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useErrorText } from 'shared-contracts/ui';

/**
 * A labelled field of this remote's Chakra (a Field.Root of another package's copy would give the input
 * no label or invalid state): its control, and under it its error (a shared message id or a text).
 */
export function RequestField({
  label,
  required,
  error,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  const errorText = useErrorText();
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{errorText(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
