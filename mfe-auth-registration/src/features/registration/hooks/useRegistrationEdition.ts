import { useLoadedResource } from 'shared-contracts/client';
import { fetchRegistrationEdition } from '../api/edition';

/** Loads the edition of the route; tells an unknown id from a failure, which `reload` retries. */
export function useRegistrationEdition(id: string | undefined) {
  return useLoadedResource(['registration-edition'], id, fetchRegistrationEdition);
}
