import { Input, type InputProps } from '@chakra-ui/react';
import { FormField, type FieldProps } from './FormField';

/** A text input; `onChange` receives the typed text (masks apply there). */
export function TextField({
  value,
  onChange,
  inputMode,
  placeholder,
  maxLength,
  ...field
}: FieldProps & {
  value: string;
  onChange: (text: string) => void;
  inputMode?: InputProps['inputMode'];
  placeholder?: string;
  maxLength?: number;
}) {
  return (
    <FormField {...field}>
      <Input
        name={field.path}
        value={value}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => field.form.touch(field.path)}
      />
    </FormField>
  );
}
