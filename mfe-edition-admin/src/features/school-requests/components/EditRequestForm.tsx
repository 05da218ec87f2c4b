import { Button, Dialog, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useCallback, useMemo, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ADMINISTRATION_TYPES, schoolRequestEditSchema, type SchoolRequestEdit } from 'shared-contracts';
import { useErrorText, useSchemaForm } from 'shared-contracts/ui';
import { fetchCity, fetchState, searchCities, searchStates } from '../api/places';
import type { UnitRequestRow } from '../api/unit-requests';
import { administrationTypeMessages, editMessages as m, reviewMessages } from '../messages';
import { changedFrom, editValuesOf, typedInep, typedName, type EditValues } from './edit-values';
import { PlaceSelect } from './PlaceSelect';
import { RequestField } from './RequestField';

/**
 * The school of a request (spec 2 §5 "School request edit"): name 3–100, INEP required (at most 9
 * digits), state, then a city of that state (changing the state clears the city), administration type.
 * Saving is possible only when the form is valid, changed and not saving.
 */
export function EditRequestForm({
  row,
  busy,
  onCancel,
  onSubmit,
}: {
  row: UnitRequestRow;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (edit: SchoolRequestEdit) => void;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const initial = useMemo(() => editValuesOf(row), [row]);
  const form = useSchemaForm(schoolRequestEditSchema, initial);
  const values = form.values as EditValues;
  const stateId = values.address_state_id;
  const changed = changedFrom(initial, values);
  const cities = useCallback(
    (term: string, page: number) => searchCities(stateId ?? '', term, page),
    [stateId],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edit = form.submit();
    if (edit && changed && !busy) onSubmit(edit);
  };

  return (
    <form noValidate onSubmit={submit} data-testid="edit-request-form">
      <Dialog.Body>
        <Stack gap="4">
          <RequestField label={intl.formatMessage(m.name)} required error={form.errorOf('name')}>
            <Input
              name="name"
              value={values.name}
              onChange={(e) => form.setValue('name', typedName(e.target.value))}
              onBlur={() => form.touch('name')}
            />
          </RequestField>
          <RequestField label={intl.formatMessage(m.inep)} required error={form.errorOf('inep_code')}>
            <Input
              name="inep_code"
              inputMode="numeric"
              value={values.inep_code}
              onChange={(e) => form.setValue('inep_code', typedInep(e.target.value))}
              onBlur={() => form.touch('inep_code')}
            />
          </RequestField>
          <PlaceSelect
            label={intl.formatMessage(m.state)}
            name="address_state_id"
            required
            value={stateId}
            onChange={(option) => {
              const next = option?.id ?? null;
              if (next === stateId) return;
              form.setValue('address_state_id', next);
              form.patch({ address_city_id: null });
            }}
            onBlur={() => form.touch('address_state_id')}
            fetchPage={searchStates}
            fetchOne={fetchState}
            errorText={errorText(form.errorOf('address_state_id'))}
          />
          <PlaceSelect
            label={intl.formatMessage(m.city)}
            name="address_city_id"
            required
            disabled={stateId === null}
            value={values.address_city_id}
            onChange={(option) => form.setValue('address_city_id', option?.id ?? null)}
            onBlur={() => form.touch('address_city_id')}
            fetchPage={cities}
            fetchOne={fetchCity}
            errorText={errorText(form.errorOf('address_city_id'))}
            resetKey={stateId}
          />
          <RequestField
            label={intl.formatMessage(m.administrationType)}
            required
            error={form.errorOf('administration_type')}
          >
            <NativeSelect.Root>
              <NativeSelect.Field
                name="administration_type"
                value={values.administration_type}
                onChange={(e) => form.setValue('administration_type', e.target.value)}
                onBlur={() => form.touch('administration_type')}
                placeholder={intl.formatMessage(m.choose)}
              >
                {ADMINISTRATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {intl.formatMessage(administrationTypeMessages[type])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </RequestField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {intl.formatMessage(reviewMessages.cancel)}
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={!form.valid || !changed || busy}>
          {intl.formatMessage(m.save)}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
