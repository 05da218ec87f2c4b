import type { ParticipationAttributes } from 'shared-contracts';
import { getPage } from 'shared-contracts/client';

/** A participation as staff read it, with its user (include=user). */
export interface StaffParticipation extends ParticipationAttributes {
  id: string;
  user?: { id: string; name: string | null; email?: string | null } | null;
}

/**
 * GET participations?filter[exam_id]&filter[user_id]&include=user: the participation of :userId in the
 * exam :testId, or null when they have none.
 */
export async function fetchParticipationOf(
  testId: string,
  userId: string,
  options: { signal?: AbortSignal } = {},
): Promise<StaffParticipation | null> {
  const page = await getPage<StaffParticipation>(
    'participations',
    { filter: { exam_id: testId, user_id: userId }, include: ['user'], page: { size: 1 } },
    { signal: options.signal },
  );
  return page.items[0] ?? null;
}
