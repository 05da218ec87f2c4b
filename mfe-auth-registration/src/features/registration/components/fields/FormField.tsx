import type { ReactNode } from 'react';
import { FormField as SharedFormField } from '../../../../components/form/FormField';
import type { RegistrationForm } from '../../hooks/useRegistrationForm';

export interface FieldProps {
  form: RegistrationForm;
  /** The field's path in the form ("address.zipcode"): its error and required flag. */
  path: string;
  label: ReactNode;
  helper?: ReactNode;
}

/** A field of the registration form: the shared field, its error and required mark read from the form by path. */
export function FormField({ form, path, label, helper, children }: FieldProps & { children: ReactNode }) {
  return (
    <SharedFormField
      label={label}
      required={form.required.has(path)}
      error={form.errorOf(path)}
      helperText={helper}
      testId={`field-${path}`}
    >
      {children}
    </SharedFormField>
  );
}
