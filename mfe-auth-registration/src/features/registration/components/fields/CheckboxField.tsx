import { Checkbox, Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { RegistrationForm } from '../../hooks/useRegistrationForm';
import { useErrorText } from 'shared-contracts/ui';

/** A checkbox with its error under it (the terms acceptance). */
export function CheckboxField({
  form,
  path,
  label,
  checked,
  onChange,
}: {
  form: RegistrationForm;
  path: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const errorText = useErrorText();
  const error = errorText(form.errorOf(path));
  return (
    <Field.Root
      invalid={error !== undefined}
      required={form.required.has(path)}
      data-testid={`field-${path}`}
    >
      <Checkbox.Root
        name={path}
        checked={checked}
        invalid={error !== undefined}
        onCheckedChange={(details) => {
          onChange(details.checked === true);
          form.touch(path);
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
