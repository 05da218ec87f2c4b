import {
  deserializeOne,
  resourceBody,
  type AdministrationType,
  type JsonApiDocument,
  type SchoolRequest,
} from 'shared-contracts';
import { sendJson } from 'shared-contracts/client';

/** A request for a school missing from the picker, as POST /unit_requests answers it (spec 1 §3). */
export interface UnitRequest {
  id: string;
  name: string;
  inep_code: string | null;
  address_state_id: number;
  address_city_id: number;
  administration_type: AdministrationType;
  edition_id: number;
}

/** POST /unit_requests (spec 1 §7). */
export async function createUnitRequest(request: SchoolRequest, editionId: number): Promise<UnitRequest> {
  const attributes = { ...request, edition_id: editionId };
  const doc = await sendJson<JsonApiDocument | null>(
    'post',
    'unit_requests',
    resourceBody('unit_requests', attributes),
  );
  return doc?.data ? deserializeOne<UnitRequest>(doc) : { id: '', ...attributes };
}
