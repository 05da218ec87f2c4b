import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useErrorText } from '../../../../components/form/error-text';
import type { RegistrationForm } from '../../hooks/useRegistrationForm';

export interface FieldProps {
  form: RegistrationForm;
  /** The field's path in the form ("address.zipcode"): its error and required flag. */
  path: string;
  label: ReactNode;
  helper?: ReactNode;
}

/** A labelled field with its required mark and, once touched or submitted, its error under it. */
export function FormField({ form, path, label, helper, children }: FieldProps & { children: ReactNode }) {
  const errorText = useErrorText();
  const error = errorText(form.errorOf(path));
  return (
    <Field.Root
      invalid={error !== undefined}
      required={form.required.has(path)}
      data-testid={`field-${path}`}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
