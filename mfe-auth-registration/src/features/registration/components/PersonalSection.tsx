import { CITIZEN_DOCUMENT_TYPES, formatCpf, genderOptions } from 'shared-contracts';
import type { RegistrationForm } from '../hooks/useRegistrationForm';
import { useRegistrationText } from '../hooks/useRegistrationText';
import { formatBirthday, formatPhone } from '../model/masks';
import type { FormVisibility } from '../model/visibility';
import { FormSection } from './FormSection';
import { CheckboxField } from './fields/CheckboxField';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';

/** Birthday, gender, CPF, phone, mother's name, documents, country text and the terms. */
export function PersonalSection({
  form,
  visibility,
}: {
  form: RegistrationForm;
  visibility: FormVisibility;
}) {
  const t = useRegistrationText();
  const { values, context, update } = form;
  return (
    <FormSection title={t('section.personal')} testId="section-personal">
      <TextField
        form={form}
        path="birthday"
        label={t('field.birthday')}
        placeholder="DD/MM/AAAA"
        inputMode="numeric"
        value={values.birthday}
        onChange={(text) => update({ birthday: formatBirthday(text) })}
      />
      <SelectField
        form={form}
        path="gender"
        label={t('field.gender')}
        value={values.gender}
        options={genderOptions(context.isParaguayEdition).map((g) => ({ value: g, label: t(`gender.${g}`) }))}
        onChange={(gender) => update({ gender })}
      />
      {visibility.cpf ? (
        <TextField
          form={form}
          path="taxpayer_number"
          label={t('field.taxpayerNumber')}
          placeholder="000.000.000-00"
          inputMode="numeric"
          value={values.taxpayer_number}
          onChange={(text) => update({ taxpayer_number: formatCpf(text) })}
        />
      ) : null}
      <TextField
        form={form}
        path="phone"
        label={t('field.phone')}
        inputMode="tel"
        value={values.phone}
        onChange={(text) => update({ phone: formatPhone(text, context.countryId) })}
      />
      {visibility.motherName ? (
        <TextField
          form={form}
          path="mother_name"
          label={t('field.motherName')}
          value={values.mother_name}
          onChange={(mother_name) => update({ mother_name })}
        />
      ) : null}
      {visibility.citizenDocument ? (
        <>
          <SelectField
            form={form}
            path="citizen_id_type"
            label={t('field.citizenIdType')}
            value={values.citizen_id_type}
            options={CITIZEN_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`citizenIdType.${d}`) }))}
            onChange={(citizen_id_type) =>
              update({ citizen_id_type }, 'citizen_id_type', 'citizen_id_number')
            }
          />
          <TextField
            form={form}
            path="citizen_id_number"
            label={t('field.citizenIdNumber')}
            value={values.citizen_id_number}
            onChange={(citizen_id_number) => update({ citizen_id_number })}
          />
        </>
      ) : null}
      {visibility.documentNumber ? (
        <TextField
          form={form}
          path="document_number"
          label={t('field.documentNumber')}
          value={values.document_number}
          onChange={(document_number) => update({ document_number })}
        />
      ) : null}
      {visibility.countryText ? (
        <TextField
          form={form}
          path="country"
          label={t('field.countryText')}
          value={values.country}
          onChange={(country) => update({ country })}
        />
      ) : null}
      <CheckboxField
        form={form}
        path="accepted_terms"
        label={t('field.acceptedTerms')}
        checked={values.accepted_terms}
        onChange={(accepted_terms) => update({ accepted_terms })}
      />
    </FormSection>
  );
}
