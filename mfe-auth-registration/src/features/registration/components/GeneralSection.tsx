import type { RegistrationEdition } from '../api/edition';
import type { RegistrationForm } from '../hooks/useRegistrationForm';
import { useRegistrationText } from '../hooks/useRegistrationText';
import { editionCategories } from '../model/categories';
import { formatPhone } from '../model/masks';
import { addressCountryIdOf } from '../model/validation';
import type { FormVisibility } from '../model/visibility';
import { FormSection } from './FormSection';
import { SelectField } from './fields/SelectField';

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
  const t = useRegistrationText();
  const { values } = form;
  return (
    <FormSection title={t('section.general')} testId="section-general">
      <SelectField
        form={form}
        path="category"
        label={t('field.category')}
        value={values.category}
        options={editionCategories(edition).map((c) => ({ value: c, label: t(`category.${c}`) }))}
        onChange={(category) => form.changeDependent('category', { category })}
      />
      {visibility.countrySelect ? (
        <SelectField
          form={form}
          path="countryId"
          label={t('field.country')}
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
