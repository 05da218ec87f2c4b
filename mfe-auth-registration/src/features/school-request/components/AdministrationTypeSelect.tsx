import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ADMINISTRATION_TYPES } from 'shared-contracts';
import { administrationTypeMessages, schoolRequestMessages } from '../messages';

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
        placeholder={intl.formatMessage(schoolRequestMessages.choose)}
      >
        {ADMINISTRATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage(administrationTypeMessages[type])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
