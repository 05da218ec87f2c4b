import { NativeSelect } from '@chakra-ui/react';
import { useRegistrationText } from '../../hooks/useRegistrationText';
import { FormField, type FieldProps } from './FormField';

export interface SelectOption {
  value: string;
  label: string;
}

/** A select over known options; choosing marks the field touched. */
export function SelectField({
  value,
  onChange,
  options,
  ...field
}: FieldProps & { value: string; onChange: (value: string) => void; options: SelectOption[] }) {
  const t = useRegistrationText();
  return (
    <FormField {...field}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field.path}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            field.form.touch(field.path);
          }}
          onBlur={() => field.form.touch(field.path)}
        >
          <option value="">{t('selectPlaceholder')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
