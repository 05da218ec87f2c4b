import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../auth/auth-hook.js';
import type { Locale } from '../../shared-rules.js';
import { isEditionStaff } from '../exams/access.js';
import { unitRequestFailure } from './messages.js';
import { loadUnitRequest, type UnitRequestRow } from './resource.js';

/** Whether the caller reviews requests of this edition: admins any, coordinators the editions that list them. */
export const reviewsEdition = (db: Kysely<Database>, editionId: number | null, me: CurrentUser) =>
  editionId === null ? Promise.resolve(me.roles.has('admin')) : isEditionStaff(db, editionId, me);

/**
 * The request a reviewer acts on: 404 when there is no such id, 403 when the caller does not administer
 * its edition (a request with no edition is the admins').
 */
export async function loadReviewable(
  db: Kysely<Database>,
  id: number,
  me: CurrentUser,
  locale: Locale,
): Promise<UnitRequestRow> {
  const row = await loadUnitRequest(db, id);
  if (!row) throw unitRequestFailure(404, 'notFound', locale);
  if (!(await reviewsEdition(db, row.edition_id, me))) throw unitRequestFailure(403, 'forbidden', locale);
  return row;
}

/** Only a pending request is approved, rejected or edited (spec 2 §4): 409 otherwise. */
export function assertPending(row: Pick<UnitRequestRow, 'status'>, locale: Locale): void {
  if (row.status !== 'pending') throw unitRequestFailure(409, 'notPending', locale);
}
