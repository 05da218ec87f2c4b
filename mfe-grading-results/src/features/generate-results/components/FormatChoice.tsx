import { Field, NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ReportFormat } from 'shared-contracts';
import { formatMessages as m } from '../messages';

/** The exports' file format: XLSX by default, or CSV. */
export function FormatChoice({
  value,
  onChange,
}: {
  value: ReportFormat;
  onChange: (format: ReportFormat) => void;
}) {
  const intl = useIntl();
  return (
    <Field.Root maxW={{ base: 'full', sm: '72' }}>
      <Field.Label>{intl.formatMessage(m.label)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="format"
          value={value}
          onChange={(e) => onChange(e.target.value === 'csv' ? 'csv' : 'xlsx')}
        >
          <option value="xlsx">{intl.formatMessage(m.xlsx)}</option>
          <option value="csv">{intl.formatMessage(m.csv)}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
