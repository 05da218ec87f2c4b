import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FormField } from '../../../../shared/components/FormField';
import type { EditionForm } from '../../hooks/useEditionForm';
import { dataMessages as m } from '../../messages';

const DATES = [
  { field: 'start_registration', label: m.startRegistration },
  { field: 'end_registration', label: m.endRegistration },
  { field: 'results_due', label: m.resultsDue },
] as const;

/** Start, end and result dates with their times, typed in the edition's time zone. */
export function DatesFields({ form }: { form: EditionForm }) {
  const intl = useIntl();
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {DATES.map(({ field, label }) => (
          <FormField
            key={field}
            label={intl.formatMessage(label)}
            required
            error={form.errorAt(field)}
            testId={`field-${field}`}
          >
            <Input
              type="datetime-local"
              name={field}
              value={form.values[field]}
              onChange={(e) => form.setField(field, e.target.value)}
            />
          </FormField>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage(m.datesHelp)}
        {form.values.time_zone && ` (${form.values.time_zone})`}
      </Text>
    </Stack>
  );
}
