import { useIntl } from 'react-intl';
import { NativeSelect } from '@chakra-ui/react';
import { FormField, type FieldProps } from './FormField';
import { formMessages } from '../../messages';

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
  const intl = useIntl();
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
          <option value="">{intl.formatMessage(formMessages.selectPlaceholder)}</option>
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
