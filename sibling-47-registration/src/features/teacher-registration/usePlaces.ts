import { useEffect, useState } from 'preact/hooks';
import type { ApiFetch } from '../../api/json-api';
import { fetchStates, searchCities, searchSchools, type Option } from './api';

/** Options of a lookup that reloads when its inputs change (none while `enabled` is false). */
function useLookup(load: () => Promise<Option[]>, enabled: boolean, deps: unknown[]): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    if (!enabled) {
      setOptions([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      load().then(
        (found) => live && setOptions(found),
        () => live && setOptions([]),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the inputs of `load` are the deps
  }, [enabled, ...deps]);
  return options;
}

/** States of the teacher's country, cities of the state by name, schools of the city by name or INEP. */
export function usePlaces(
  apiFetch: ApiFetch,
  countryId: number,
  place: { state_id: string; city_id: string; cityTerm: string; schoolTerm: string },
) {
  const states = useLookup(() => fetchStates(apiFetch, countryId), true, [countryId]);
  const cities = useLookup(
    () => searchCities(apiFetch, place.state_id, place.cityTerm),
    place.state_id !== '',
    [place.state_id, place.cityTerm],
  );
  const schools = useLookup(
    () => searchSchools(apiFetch, place.state_id, place.city_id, place.schoolTerm),
    place.city_id !== '',
    [place.state_id, place.city_id, place.schoolTerm],
  );
  return { states, cities, schools };
}
