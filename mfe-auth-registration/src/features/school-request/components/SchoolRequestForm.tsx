import { Alert, Button, Dialog, Input, Stack, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { registrationMessages, schoolRequestSchema } from 'shared-contracts';
import { toaster, useErrorText, useSchemaForm } from 'shared-contracts/ui';
import { FormField } from '../../../components/form/FormField';
import { firstApiError, formatApiError } from '../../../api/api-errors';
import { fetchCity, fetchState } from '../../../api/lookups';
import { usePlaceLookups } from '../../../api/use-place-lookups';
import { RemoteSelect } from '../../../components/remote-select';
import { createUnitRequest, type UnitRequest } from '../api/unit-requests';
import { schoolRequestMessages as m } from '../messages';
import { AdministrationTypeSelect } from './AdministrationTypeSelect';
import {
  initialSchoolRequestValues,
  typedInepCode,
  typedSchoolName,
  type SchoolRequestValues,
} from './school-request-values';

/** States of Brazil unless the edition names other countries (spec 1 §7). */
const DEFAULT_COUNTRY_IDS: readonly number[] = [1];

export interface SchoolRequestFormProps {
  editionId: string | number;
  defaultStateId?: string | number | null;
  defaultCityId?: string | number | null;
  countryIds?: readonly number[];
  onSubmittingChange: (submitting: boolean) => void;
  onCancel: () => void;
  onDone: (request: UnitRequest) => void;
}

/** The school-request fields (spec 1 §5 "School request"); submitted by the dialog's footer button. */
export function SchoolRequestForm({
  editionId,
  defaultStateId,
  defaultCityId,
  countryIds = DEFAULT_COUNTRY_IDS,
  onSubmittingChange,
  onCancel,
  onDone,
}: SchoolRequestFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const form = useSchemaForm(
    schoolRequestSchema,
    initialSchoolRequestValues(defaultStateId, defaultCityId) as SchoolRequestValues,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const stateId = form.values.address_state_id;

  const lookups = usePlaceLookups({ countryIds, stateId });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React events still bubble to an enclosing registration form.
    event.stopPropagation();
    const request = form.submit();
    if (!request) return;
    setFailure(null);
    setSubmitting(true);
    onSubmittingChange(true);
    try {
      const created = await createUnitRequest(request, Number(editionId));
      toaster.create({
        type: 'success',
        title: intl.formatMessage(m.sentTitle),
        description: intl.formatMessage(m.sentDescription),
      });
      onDone(created);
    } catch (error) {
      const inepError = await firstApiError(error, 'inep_code');
      setFailure(
        inepError
          ? formatApiError(intl, inepError)
          : intl.formatMessage(registrationMessages.schoolRequestFailed),
      );
    } finally {
      setSubmitting(false);
      onSubmittingChange(false);
    }
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="school-request-form">
      <Dialog.Body>
        <Stack gap="4">
          {failure && (
            <Alert.Root status="error" data-testid="school-request-failed">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <FormField label={<FormattedMessage {...m.name} />} required error={form.errorOf('name')}>
            <Input
              name="name"
              value={form.values.name}
              onChange={(e) => form.setValue('name', typedSchoolName(e.target.value))}
              onBlur={() => form.touch('name')}
            />
          </FormField>
          <FormField label={<FormattedMessage {...m.inep} />} error={form.errorOf('inep_code')}>
            <Input
              name="inep_code"
              inputMode="numeric"
              value={form.values.inep_code}
              onChange={(e) => form.setValue('inep_code', typedInepCode(e.target.value))}
              onBlur={() => form.touch('inep_code')}
            />
          </FormField>
          <RemoteSelect
            label={<FormattedMessage {...m.state} />}
            name="address_state_id"
            required
            value={stateId}
            onChange={(option) => form.patch({ address_state_id: option?.id ?? null, address_city_id: null })}
            onBlur={() => form.touch('address_state_id')}
            fetchPage={lookups.states}
            fetchOne={fetchState}
            errorText={errorText(form.errorOf('address_state_id'))}
            resetKey={countryIds.join(',')}
          />
          <RemoteSelect
            label={<FormattedMessage {...m.city} />}
            name="address_city_id"
            required
            disabled={stateId === null}
            value={form.values.address_city_id}
            onChange={(option) => form.setValue('address_city_id', option?.id ?? null)}
            onBlur={() => form.touch('address_city_id')}
            fetchPage={lookups.cities}
            fetchOne={fetchCity}
            errorText={errorText(form.errorOf('address_city_id'))}
            resetKey={stateId}
          />
          <FormField
            label={<FormattedMessage {...m.administrationType} />}
            required
            error={form.errorOf('administration_type')}
          >
            <AdministrationTypeSelect
              value={form.values.administration_type}
              onChange={(value) => form.setValue('administration_type', value)}
              onBlur={() => form.touch('administration_type')}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          <FormattedMessage {...m.cancel} />
        </Button>
        <Button type="submit" colorPalette="brand" loading={submitting}>
          <FormattedMessage {...m.submit} />
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
