import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MemberField as Field_ } from 'shared-contracts';
import type { MemberForm } from '../../hooks/useMemberForm';
import { useProjectText } from '../../hooks/useProjectText';

/** A field's error text: the server's for it, else its validation message once shown. */
export function useFieldError(form: MemberForm) {
  const { rule } = useProjectText();
  return (field: Field_): string | undefined => {
    const issue = form.issueOf(field);
    return form.serverErrorOf(field) ?? (issue ? rule(issue) : undefined);
  };
}

/** A labelled field of the member form with its error under it. */
export function MemberFieldShell({
  field,
  label,
  error,
  required = true,
  children,
}: {
  field: string;
  label: ReactNode;
  error: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={error !== undefined} required={required} data-testid={`field-${field}`}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A text input of the member form; `mask` shapes what is typed (phone, birthdate, cpf). */
export function MemberTextField({
  form,
  field,
  label,
  required = true,
  mask,
  type,
  inputMode,
  placeholder,
}: {
  form: MemberForm;
  field: Extract<Field_, keyof MemberForm['values']>;
  label: ReactNode;
  required?: boolean;
  mask?: (value: string) => string;
  type?: InputProps['type'];
  inputMode?: InputProps['inputMode'];
  placeholder?: string;
}) {
  const errorOf = useFieldError(form);
  const value = form.values[field];
  return (
    <MemberFieldShell field={field} label={label} error={errorOf(field)} required={required}>
      <Input
        name={field}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => form.patch({ [field]: mask ? mask(e.target.value) : e.target.value })}
        onBlur={() => form.touch(field)}
      />
    </MemberFieldShell>
  );
}
