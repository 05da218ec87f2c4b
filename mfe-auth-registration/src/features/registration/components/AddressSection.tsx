import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LIMITS, onlyDigits } from 'shared-contracts';
import { useCepLookup } from '../hooks/useCepLookup';
import type { RegistrationForm } from '../hooks/useRegistrationForm';
import { useRegistrationText } from '../hooks/useRegistrationText';
import { formatCep, usesCep } from '../model/masks';
import { FormSection } from './FormSection';
import { TextField } from './fields/TextField';

/** CEP (looked up at 8 digits), street, number, neighborhood and complement; all editable by hand. */
export function AddressSection({ form }: { form: RegistrationForm }) {
  const t = useRegistrationText();
  const intl = useIntl();
  const { values, setAddress, context } = form;
  const cep = useCepLookup(form);
  const masked = usesCep(context.countryId);

  const onZipcode = (text: string) => {
    const zipcode = masked ? formatCep(text) : text;
    const changed = onlyDigits(zipcode) !== onlyDigits(values.address.zipcode);
    setAddress({ zipcode });
    if (masked && changed) void cep.lookup(zipcode);
  };

  const helper = cep.loading ? (
    <HStack as="span" gap="2">
      <Spinner size="xs" />
      {t('cep.loading')}
    </HStack>
  ) : cep.warning ? (
    <Text as="span" color="orange.fg" role="status" data-testid="cep-warning">
      {intl.formatMessage({ id: cep.warning })}
    </Text>
  ) : undefined;

  return (
    <FormSection title={t('section.address')} testId="section-address">
      <TextField
        form={form}
        path="address.zipcode"
        label={t('field.zipcode')}
        inputMode={masked ? 'numeric' : undefined}
        placeholder={masked ? '00000-000' : undefined}
        value={values.address.zipcode}
        onChange={onZipcode}
        helper={helper}
      />
      <TextField
        form={form}
        path="address.street"
        label={t('field.street')}
        value={values.address.street}
        onChange={(street) => setAddress({ street })}
      />
      <TextField
        form={form}
        path="address.number"
        label={t('field.number')}
        value={values.address.number}
        onChange={(number) => setAddress({ number })}
      />
      <TextField
        form={form}
        path="address.neighborhood"
        label={t('field.neighborhood')}
        value={values.address.neighborhood}
        onChange={(neighborhood) => setAddress({ neighborhood })}
      />
      <TextField
        form={form}
        path="address.complement"
        label={t('field.complement')}
        maxLength={LIMITS.complementMax}
        value={values.address.complement}
        onChange={(complement) => setAddress({ complement })}
      />
    </FormSection>
  );
}
