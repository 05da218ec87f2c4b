import { useIntl } from 'react-intl';
import type { RegistrationEdition } from '../api/edition';
import type { RegistrationForm } from '../hooks/useRegistrationForm';
import { editionCategories } from '../model/categories';
import { formatPhone } from '../model/masks';
import { addressCountryIdOf } from '../model/validation';
import type { FormVisibility } from '../model/visibility';
import { FormSection } from './FormSection';
import { SelectField } from './fields/SelectField';
import { categoryMessages, fieldMessages, sectionMessages } from '../messages';

/** Category (from the edition's phases) and, when the edition has several, the country. */
export function GeneralSection({
  form,
  edition,
  visibility,
}: {
  form: RegistrationForm;
  edition: RegistrationEdition;
  visibility: FormVisibility;
}) {
  const intl = useIntl();
  const { values } = form;
  return (
    <FormSection title={intl.formatMessage(sectionMessages.general)} testId="section-general">
      <SelectField
        form={form}
        path="category"
        label={intl.formatMessage(fieldMessages.category)}
        value={values.category}
        options={editionCategories(edition).map((c) => ({
          value: c,
          label: intl.formatMessage(categoryMessages[c]),
        }))}
        onChange={(category) => form.changeDependent('category', { category })}
      />
      {visibility.countrySelect ? (
        <SelectField
          form={form}
          path="countryId"
          label={intl.formatMessage(fieldMessages.country)}
          value={values.countryId}
          options={(edition.countries ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(countryId) =>
            form.changeDependent('country', {
              countryId,
              phone: formatPhone(values.phone, addressCountryIdOf(edition, countryId)),
            })
          }
        />
      ) : null}
    </FormSection>
  );
}
