import { useQuery } from 'shared-contracts/client';
import { fetchCountries, fetchTimeZones } from '../api/edition-form';

/** GET countries, once per session. */
export function useCountries() {
  return useQuery({
    queryKey: ['editionForm', 'countries'],
    queryFn: ({ signal }) => fetchCountries({ signal }),
    staleTime: Infinity,
  });
}

/** GET time_zones of the chosen countries. */
export function useTimeZones(countryIds: readonly string[]) {
  const ids = [...countryIds].sort();
  return useQuery({
    queryKey: ['editionForm', 'timeZones', ids.join(',')],
    queryFn: ({ signal }) => fetchTimeZones(ids, { signal }),
    staleTime: Infinity,
  });
}
