import { useLoadedResource } from 'shared-contracts/client';
import { editionQueryKeys } from '../../../shared/api/editions';
import { fetchEdition } from '../api/edition';

/** Loads the edition of the route (with its coordinators) and tells an unknown id from a failure. */
export function useEdition(id: string | undefined) {
  return useLoadedResource(editionQueryKeys.detail, id, fetchEdition);
}
