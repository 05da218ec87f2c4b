import { useIntl } from 'react-intl';
import { CITIZEN_DOCUMENT_TYPES, formatCpf, genderOptions } from 'shared-contracts';
import type { RegistrationForm } from '../hooks/useRegistrationForm';
import { formatBirthday, formatPhone } from '../model/masks';
import type { FormVisibility } from '../model/visibility';
import { FormSection } from './FormSection';
import { CheckboxField } from './fields/CheckboxField';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import { citizenIdTypeMessages, fieldMessages, genderMessages, sectionMessages } from '../messages';

/** Birthday, gender, CPF, phone, mother's name, documents, country text and the terms. */
export function PersonalSection({
  form,
  visibility,
}: {
  form: RegistrationForm;
  visibility: FormVisibility;
}) {
  const intl = useIntl();
  const { values, context, update } = form;
  return (
    <FormSection title={intl.formatMessage(sectionMessages.personal)} testId="section-personal">
      <TextField
        form={form}
        path="birthday"
        label={intl.formatMessage(fieldMessages.birthday)}
        placeholder="DD/MM/AAAA"
        inputMode="numeric"
        value={values.birthday}
        onChange={(text) => update({ birthday: formatBirthday(text) })}
      />
      <SelectField
        form={form}
        path="gender"
        label={intl.formatMessage(fieldMessages.gender)}
        value={values.gender}
        options={genderOptions(context.isParaguayEdition).map((g) => ({
          value: g,
          label: intl.formatMessage(genderMessages[g]),
        }))}
        onChange={(gender) => update({ gender })}
      />
      {visibility.cpf ? (
        <TextField
          form={form}
          path="taxpayer_number"
          label={intl.formatMessage(fieldMessages.taxpayerNumber)}
          placeholder="000.000.000-00"
          inputMode="numeric"
          value={values.taxpayer_number}
          onChange={(text) => update({ taxpayer_number: formatCpf(text) })}
        />
      ) : null}
      <TextField
        form={form}
        path="phone"
        label={intl.formatMessage(fieldMessages.phone)}
        inputMode="tel"
        value={values.phone}
        onChange={(text) => update({ phone: formatPhone(text, context.countryId) })}
      />
      {visibility.motherName ? (
        <TextField
          form={form}
          path="mother_name"
          label={intl.formatMessage(fieldMessages.motherName)}
          value={values.mother_name}
          onChange={(mother_name) => update({ mother_name })}
        />
      ) : null}
      {visibility.citizenDocument ? (
        <>
          <SelectField
            form={form}
            path="citizen_id_type"
            label={intl.formatMessage(fieldMessages.citizenIdType)}
            value={values.citizen_id_type}
            options={CITIZEN_DOCUMENT_TYPES.map((d) => ({
              value: d,
              label: intl.formatMessage(citizenIdTypeMessages[d]),
            }))}
            onChange={(citizen_id_type) =>
              update({ citizen_id_type }, 'citizen_id_type', 'citizen_id_number')
            }
          />
          <TextField
            form={form}
            path="citizen_id_number"
            label={intl.formatMessage(fieldMessages.citizenIdNumber)}
            value={values.citizen_id_number}
            onChange={(citizen_id_number) => update({ citizen_id_number })}
          />
        </>
      ) : null}
      {visibility.documentNumber ? (
        <TextField
          form={form}
          path="document_number"
          label={intl.formatMessage(fieldMessages.documentNumber)}
          value={values.document_number}
          onChange={(document_number) => update({ document_number })}
        />
      ) : null}
      {visibility.countryText ? (
        <TextField
          form={form}
          path="country"
          label={intl.formatMessage(fieldMessages.countryText)}
          value={values.country}
          onChange={(country) => update({ country })}
        />
      ) : null}
      <CheckboxField
        form={form}
        path="accepted_terms"
        label={intl.formatMessage(fieldMessages.acceptedTerms)}
        checked={values.accepted_terms}
        onChange={(accepted_terms) => update({ accepted_terms })}
      />
    </FormSection>
  );
}
