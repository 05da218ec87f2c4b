import { useIntl } from 'react-intl';
import { Button, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchCity, fetchState, fetchUnit } from '../../../api/lookups';
import { usePlaceLookups } from '../../../api/use-place-lookups';
import { SchoolRequestDialog } from '../../school-request';
import { useGradeOptions } from '../hooks/useGradeOptions';
import type { RegistrationForm } from '../hooks/useRegistrationForm';
import type { FormVisibility } from '../model/visibility';
import { FormSection } from './FormSection';
import { PickerField } from './fields/PickerField';
import { SelectField } from './fields/SelectField';
import { fieldMessages, formMessages, sectionMessages } from '../messages';

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
  const intl = useIntl();
  const [requesting, setRequesting] = useState(false);
  const { values, context } = form;
  const stateId = values.state_id;
  const cityId = values.city_id;
  // The states of the chosen country (Brazil, 1, when none is chosen).
  const countryId = context.countryId ?? 1;

  const { states, cities, units } = usePlaceLookups({ countryIds: [countryId], stateId, cityId });

  return (
    <FormSection title={intl.formatMessage(sectionMessages.school)} testId="section-school">
      {visibility.homeschooling ? (
        <Switch.Root
          checked={values.homeschooling}
          onCheckedChange={(details) => form.setHomeschooling(details.checked)}
          gridColumn="1 / -1"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{intl.formatMessage(fieldMessages.homeschooling)}</Switch.Label>
        </Switch.Root>
      ) : null}
      <PickerField
        form={form}
        field="state"
        label={intl.formatMessage(fieldMessages.state)}
        fetchPage={states}
        fetchOne={fetchState}
        resetKey={countryId}
      />
      <PickerField
        form={form}
        field="city"
        label={intl.formatMessage(fieldMessages.city)}
        fetchPage={cities}
        fetchOne={fetchCity}
        disabled={stateId === null}
        resetKey={stateId}
      />
      {visibility.school && values.homeschooling ? (
        <Text gridColumn="1 / -1" color="fg.muted" data-testid="homeschooling-note">
          {intl.formatMessage(formMessages.homeschoolingNote)}
        </Text>
      ) : null}
      {visibility.school && !values.homeschooling ? (
        <PickerField
          form={form}
          field="school"
          label={intl.formatMessage(fieldMessages.school)}
          fetchPage={units}
          fetchOne={fetchUnit}
          disabled={cityId === null}
          resetKey={`${stateId}|${cityId}`}
          footer={
            <Button variant="plain" size="sm" paddingX="0" onClick={() => setRequesting(true)}>
              {intl.formatMessage(formMessages.requestMissingSchool)}
            </Button>
          }
        />
      ) : null}
      {visibility.grade ? (
        <SelectField
          form={form}
          path="grade_id"
          label={intl.formatMessage(fieldMessages.grade)}
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
