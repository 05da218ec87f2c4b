import { useCallback } from 'react';
import { searchCities, searchStates, searchUnits } from './lookups';

/**
 * The paged searches behind the state → city → school pickers: states of the given countries
 * (Brazil when none), cities of the chosen state, schools of the chosen state and city. Each
 * function changes only when what it filters by changes, so the pickers refetch exactly then.
 */
export function usePlaceLookups({
  countryIds = [1],
  stateId,
  cityId = null,
}: {
  countryIds?: readonly number[];
  stateId: string | null;
  cityId?: string | null;
}) {
  const countries = countryIds.join(',');
  const states = useCallback(
    (term: string, page: number) =>
      searchStates({ countryIds: countries.split(',').map(Number), term, page }),
    [countries],
  );
  const cities = useCallback(
    (term: string, page: number) => searchCities({ stateId: stateId ?? '', term, page }),
    [stateId],
  );
  const units = useCallback(
    (term: string, page: number) => searchUnits({ stateId, cityId, term, page }),
    [stateId, cityId],
  );
  return { states, cities, units };
}
