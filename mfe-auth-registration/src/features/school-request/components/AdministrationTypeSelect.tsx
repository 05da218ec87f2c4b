import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ADMINISTRATION_TYPES } from 'shared-contracts';

/** municipal, estadual, federal, particular (spec 1 §3). */
export function AdministrationTypeSelect({
  value,
  onChange,
  onBlur,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const intl = useIntl();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        name="administration_type"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        placeholder={intl.formatMessage({
          id: 'authRegistration.schoolRequest.choose',
          defaultMessage: 'Selecione',
        })}
      >
        {ADMINISTRATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage({ id: `authRegistration.schoolRequest.administration.${type}` })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
