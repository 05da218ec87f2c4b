import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LIMITS, onlyDigits } from 'shared-contracts';
import { useCepLookup } from '../hooks/useCepLookup';
import type { RegistrationForm } from '../hooks/useRegistrationForm';
import { formatCep, usesCep } from '../model/masks';
import { FormSection } from './FormSection';
import { TextField } from './fields/TextField';
import { fieldMessages, formMessages, sectionMessages } from '../messages';
import { sharedMessageText } from 'shared-contracts/ui';

/** CEP (looked up at 8 digits), street, number, neighborhood and complement; all editable by hand. */
export function AddressSection({ form }: { form: RegistrationForm }) {
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
      {intl.formatMessage(formMessages.cepLoading)}
    </HStack>
  ) : cep.warning ? (
    <Text as="span" color="orange.fg" role="status" data-testid="cep-warning">
      {sharedMessageText(cep.warning, intl.locale)}
    </Text>
  ) : undefined;

  return (
    <FormSection title={intl.formatMessage(sectionMessages.address)} testId="section-address">
      <TextField
        form={form}
        path="address.zipcode"
        label={intl.formatMessage(fieldMessages.zipcode)}
        inputMode={masked ? 'numeric' : undefined}
        placeholder={masked ? '00000-000' : undefined}
        value={values.address.zipcode}
        onChange={onZipcode}
        helper={helper}
      />
      <TextField
        form={form}
        path="address.street"
        label={intl.formatMessage(fieldMessages.street)}
        value={values.address.street}
        onChange={(street) => setAddress({ street })}
      />
      <TextField
        form={form}
        path="address.number"
        label={intl.formatMessage(fieldMessages.number)}
        value={values.address.number}
        onChange={(number) => setAddress({ number })}
      />
      <TextField
        form={form}
        path="address.neighborhood"
        label={intl.formatMessage(fieldMessages.neighborhood)}
        value={values.address.neighborhood}
        onChange={(neighborhood) => setAddress({ neighborhood })}
      />
      <TextField
        form={form}
        path="address.complement"
        label={intl.formatMessage(fieldMessages.complement)}
        maxLength={LIMITS.complementMax}
        value={values.address.complement}
        onChange={(complement) => setAddress({ complement })}
      />
    </FormSection>
  );
}
