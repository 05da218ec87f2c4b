import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  fetchCity,
  fetchState,
  fetchUnit,
  searchCities,
  searchStates,
  searchUnits,
} from '../../../api/lookups';
import { RemoteSelect } from '../../../components/remote-select';

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
  /** Message id of the school's error. */
  schoolError?: string;
  onState: (id: string | null) => void;
  onCity: (id: string | null) => void;
  onSchool: (id: string | null) => void;
  onSchoolBlur: () => void;
}) {
  const intl = useIntl();
  const statesPage = useCallback((term: string, page: number) => searchStates({ term, page }), []);
  const citiesPage = useCallback(
    (term: string, page: number) => searchCities({ stateId: stateId ?? '', term, page }),
    [stateId],
  );
  const schoolsPage = useCallback(
    (term: string, page: number) => searchUnits({ stateId, cityId, term, page }),
    [stateId, cityId],
  );
  return (
    <>
      <RemoteSelect
        label={<FormattedMessage id="authRegistration.enrollmentConfirmation.state" />}
        name="address_state_id"
        testId="confirmation-state"
        required
        value={stateId}
        onChange={(option) => onState(option?.id ?? null)}
        fetchPage={statesPage}
        fetchOne={fetchState}
      />
      <RemoteSelect
        label={<FormattedMessage id="authRegistration.enrollmentConfirmation.city" />}
        name="address_city_id"
        testId="confirmation-city"
        required
        disabled={stateId === null}
        value={cityId}
        onChange={(option) => onCity(option?.id ?? null)}
        fetchPage={citiesPage}
        fetchOne={fetchCity}
        resetKey={stateId}
      />
      <RemoteSelect
        label={<FormattedMessage id="authRegistration.enrollmentConfirmation.school" />}
        name="school_unit_id"
        testId="confirmation-school"
        required
        disabled={cityId === null}
        value={schoolId}
        onChange={(option) => onSchool(option?.id ?? null)}
        onBlur={onSchoolBlur}
        fetchPage={schoolsPage}
        fetchOne={fetchUnit}
        resetKey={`${stateId}:${cityId}`}
        placeholder={intl.formatMessage({ id: 'authRegistration.enrollmentConfirmation.schoolPlaceholder' })}
        errorText={schoolError ? intl.formatMessage({ id: schoolError }) : undefined}
      />
    </>
  );
}
