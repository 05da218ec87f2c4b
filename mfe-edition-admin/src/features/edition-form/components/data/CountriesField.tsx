import { Box, Checkbox, Fieldset, SimpleGrid, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ErrorLine } from '../../../../shared/components/FormField';
import type { EditionForm } from '../../hooks/useEditionForm';
import { useCountries } from '../../hooks/useReferenceData';
import { dataMessages as m } from '../../messages';

/** The edition's countries (many), from GET countries. */
export function CountriesField({ form }: { form: EditionForm }) {
  const intl = useIntl();
  const countries = useCountries();
  const chosen = form.values.country_ids;
  const toggle = (id: string, on: boolean) =>
    form.setField(
      'country_ids',
      on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id),
    );
  return (
    <Fieldset.Root data-testid="field-countries" invalid={Boolean(form.errorUnder('country_ids'))}>
      <Fieldset.Legend>{intl.formatMessage(m.countries)}</Fieldset.Legend>
      {countries.isPending ? (
        <Spinner size="sm" aria-label={intl.formatMessage(m.countriesLoading)} />
      ) : (
        <Box maxH="48" overflowY="auto" borderWidth="1px" rounded="md" p="3">
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
            {(countries.data ?? []).map((country) => (
              <Checkbox.Root
                key={country.id}
                checked={chosen.includes(String(country.id))}
                onCheckedChange={(d) => toggle(String(country.id), d.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{country.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Box>
      )}
      <ErrorLine error={form.errorUnder('country_ids')} />
    </Fieldset.Root>
  );
}
