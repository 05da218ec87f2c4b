import { resourceBody, type AdministrationType, type SchoolRequestEdit } from 'shared-contracts';
import { errorsOf, getPage, sendJson, type Page } from 'shared-contracts/client';

/** spec 2 §3 "School request": the statuses of a request. */
export type UnitRequestStatus = 'pending' | 'accepted' | 'rejected';

/** A school request as GET /unit_requests lists it (with its place and requester by name). */
export interface UnitRequestRow {
  id: string;
  name: string;
  inep_code: string | null;
  address_state_id: number;
  address_city_id: number;
  administration_type: AdministrationType;
  edition_id: number | null;
  requested_by: number;
  requester_name?: string | null;
  status: UnitRequestStatus;
  created_at: string;
  city?: string | null;
  state?: string | null;
  uf?: string | null;
}

/** The query key of an edition's requests (every page): a review reloads it. */
export const unitRequestKeys = {
  edition: (editionId: string) => ['unitRequests', editionId] as const,
};

/** GET /unit_requests?edition_id={id}&page&per (spec 2 §7); the total from x-total-count. */
export function fetchUnitRequests(
  { editionId, page, size }: { editionId: string; page: number; size: number },
  options: { signal?: AbortSignal } = {},
): Promise<Page<UnitRequestRow>> {
  return getPage<UnitRequestRow>(
    'unit_requests',
    { params: { edition_id: editionId, page, per: size } },
    { signal: options.signal },
  );
}

export type ReviewAction = 'approve' | 'reject';

/** POST /unit_requests/{id}/approve or /reject with the reviewer's description. */
export async function reviewUnitRequest(
  id: string,
  action: ReviewAction,
  description: string,
): Promise<void> {
  await sendJson(
    'post',
    `unit_requests/${encodeURIComponent(id)}/${action}`,
    resourceBody('unit_requests', { description }),
  );
}

/** PUT /unit_requests/{id} with the edited school (spec 2 §7). */
export async function updateUnitRequest(
  id: string,
  edit: SchoolRequestEdit,
  editionId: string,
): Promise<void> {
  await sendJson(
    'put',
    `unit_requests/${encodeURIComponent(id)}`,
    resourceBody('unit_requests', { ...edit, edition_id: editionId }),
  );
}

/** The code the API gives an INEP code already in the schools base (spec 2 §8 "exists"). */
export const INEP_EXISTS_CODE = 'inep_exists';

/** Whether a failed call was refused because the INEP code is already a school. */
export async function isInepTaken(error: unknown): Promise<boolean> {
  return (await errorsOf(error)).some((e) => e.code === INEP_EXISTS_CODE);
}
