import { FormattedMessage, useIntl } from 'react-intl';
import { fetchCity, fetchState, fetchUnit } from '../../../api/lookups';
import { usePlaceLookups } from '../../../api/use-place-lookups';
import { RemoteSelect } from '../../../components/remote-select';
import { confirmationMessages } from '../messages';
import { useErrorText } from 'shared-contracts/ui';

/**
 * State, city and school of a regular enrollment (spec 3 §5): the city waits for a state, the school
 * for a city; the school search takes a name or an INEP code, filtered by the state and city.
 */
export function ConfirmationSchoolFields({
  stateId,
  cityId,
  schoolId,
  schoolError,
  onState,
  onCity,
  onSchool,
  onSchoolBlur,
}: {
  stateId: string | null;
  cityId: string | null;
  schoolId: string | null;
  /** The school's error: a registration message id (a validation issue). */
  schoolError?: string;
  onState: (id: string | null) => void;
  onCity: (id: string | null) => void;
  onSchool: (id: string | null) => void;
  onSchoolBlur: () => void;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const lookups = usePlaceLookups({ stateId, cityId });
  return (
    <>
      <RemoteSelect
        label={<FormattedMessage {...confirmationMessages.state} />}
        name="address_state_id"
        testId="confirmation-state"
        required
        value={stateId}
        onChange={(option) => onState(option?.id ?? null)}
        fetchPage={lookups.states}
        fetchOne={fetchState}
      />
      <RemoteSelect
        label={<FormattedMessage {...confirmationMessages.city} />}
        name="address_city_id"
        testId="confirmation-city"
        required
        disabled={stateId === null}
        value={cityId}
        onChange={(option) => onCity(option?.id ?? null)}
        fetchPage={lookups.cities}
        fetchOne={fetchCity}
        resetKey={stateId}
      />
      <RemoteSelect
        label={<FormattedMessage {...confirmationMessages.school} />}
        name="school_unit_id"
        testId="confirmation-school"
        required
        disabled={cityId === null}
        value={schoolId}
        onChange={(option) => onSchool(option?.id ?? null)}
        onBlur={onSchoolBlur}
        fetchPage={lookups.units}
        fetchOne={fetchUnit}
        resetKey={`${stateId}:${cityId}`}
        placeholder={intl.formatMessage(confirmationMessages.schoolPlaceholder)}
        errorText={errorText(schoolError)}
      />
    </>
  );
}
