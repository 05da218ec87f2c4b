import { Button, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchCity, fetchState, fetchUnit } from '../../../api/lookups';
import { usePlaceLookups } from '../../../api/use-place-lookups';
import { SchoolRequestDialog } from '../../school-request';
import { useGradeOptions } from '../hooks/useGradeOptions';
import type { RegistrationForm } from '../hooks/useRegistrationForm';
import { useRegistrationText } from '../hooks/useRegistrationText';
import type { FormVisibility } from '../model/visibility';
import { FormSection } from './FormSection';
import { PickerField } from './fields/PickerField';
import { SelectField } from './fields/SelectField';

/** Homeschooling, state → city → school (with the missing-school request) and grade. */
export function SchoolSection({
  form,
  editionId,
  visibility,
  grades,
}: {
  form: RegistrationForm;
  editionId: string;
  visibility: FormVisibility;
  grades: ReturnType<typeof useGradeOptions>;
}) {
  const t = useRegistrationText();
  const [requesting, setRequesting] = useState(false);
  const { values, context } = form;
  const stateId = values.state_id;
  const cityId = values.city_id;
  // The states of the chosen country (Brazil, 1, when none is chosen).
  const countryId = context.countryId ?? 1;

  const { states, cities, units } = usePlaceLookups({ countryIds: [countryId], stateId, cityId });

  return (
    <FormSection title={t('section.school')} testId="section-school">
      {visibility.homeschooling ? (
        <Switch.Root
          checked={values.homeschooling}
          onCheckedChange={(details) => form.setHomeschooling(details.checked)}
          gridColumn="1 / -1"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('field.homeschooling')}</Switch.Label>
        </Switch.Root>
      ) : null}
      <PickerField
        form={form}
        field="state"
        label={t('field.state')}
        fetchPage={states}
        fetchOne={fetchState}
        resetKey={countryId}
      />
      <PickerField
        form={form}
        field="city"
        label={t('field.city')}
        fetchPage={cities}
        fetchOne={fetchCity}
        disabled={stateId === null}
        resetKey={stateId}
      />
      {visibility.school && values.homeschooling ? (
        <Text gridColumn="1 / -1" color="fg.muted" data-testid="homeschooling-note">
          {t('homeschooling.note')}
        </Text>
      ) : null}
      {visibility.school && !values.homeschooling ? (
        <PickerField
          form={form}
          field="school"
          label={t('field.school')}
          fetchPage={units}
          fetchOne={fetchUnit}
          disabled={cityId === null}
          resetKey={`${stateId}|${cityId}`}
          footer={
            <Button variant="plain" size="sm" paddingX="0" onClick={() => setRequesting(true)}>
              {t('school.requestMissing')}
            </Button>
          }
        />
      ) : null}
      {visibility.grade ? (
        <SelectField
          form={form}
          path="grade_id"
          label={t('field.grade')}
          value={values.grade_id ?? ''}
          options={grades.map((g) => ({ value: g.id, label: g.label }))}
          onChange={(id) =>
            form.choose('grade', id ? { id, label: grades.find((g) => g.id === id)?.label } : null)
          }
        />
      ) : null}
      <SchoolRequestDialog
        open={requesting}
        onOpenChange={setRequesting}
        editionId={editionId}
        defaultStateId={stateId ?? undefined}
        defaultCityId={cityId ?? undefined}
        countryIds={[countryId]}
      />
    </FormSection>
  );
}
