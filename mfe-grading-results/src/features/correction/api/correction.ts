import {
  deserializeOne,
  type CorrectionSheet,
  type JsonApiDocument,
  type Resource,
  type ScoreBody,
} from 'shared-contracts';
import { api, getPage, sendJson } from 'shared-contracts/client';

/** A participation as the correction screen finds it (GET participations?filter[exam_id]&filter[user_id]). */
export interface ParticipationRef {
  id: string;
  user?: { id: string; name?: string | null } | null;
  correction_status?: 'corrected' | 'pending';
}

export const correctionKeys = {
  participation: (examId: string, userId: string) => ['grading', 'participation', examId, userId] as const,
  sheet: (participationId: string) => ['grading', 'correction', participationId] as const,
  pending: (examId: string) => ['grading', 'pending', examId] as const,
};

/** The participation of a user in an exam, or null when they have none. */
export async function fetchParticipation(
  examId: string,
  userId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ParticipationRef | null> {
  const page = await getPage<ParticipationRef>(
    'participations',
    { filter: { exam_id: examId, user_id: userId }, include: ['user'], page: { number: 1, size: 1 } },
    { signal: options.signal },
  );
  return page.items[0] ?? null;
}

/** Whether an answer's data is a JSON:API resource (rather than the object itself). */
const isResource = (data: object): data is Resource => 'type' in data && 'attributes' in data;

/**
 * GET participations/{id}/correction → `{ data: CorrectionSheetSchema }` (the sheet itself under data; a
 * JSON:API resource whose attributes are the sheet is read as well).
 */
export async function fetchCorrectionSheet(
  participationId: string,
  options: { signal?: AbortSignal } = {},
): Promise<CorrectionSheet> {
  const body = await api()
    .get(`participations/${encodeURIComponent(participationId)}/correction`, { signal: options.signal })
    .json<{ data: CorrectionSheet | Resource }>();
  if (!isResource(body.data)) return body.data;
  const sheet = deserializeOne<CorrectionSheet & { id: string }>(body as JsonApiDocument);
  return { ...sheet, participation_id: String(sheet.participation_id ?? sheet.id) };
}

/** PUT score (spec 2 §7): the caller's mark of one open-ended answer. */
export async function saveScore(body: ScoreBody): Promise<void> {
  await sendJson('put', 'score', body);
}

const PENDING_PAGE_SIZE = 100;

/**
 * The next participant of the exam whose correction is pending, in the list's order (by name): the first
 * after the current one, else (wrapping round) the first before it; null when nobody else is pending. Reads
 * GET participations?filter[exam_id]&sort=user.name a page of 100 at a time, stopping once it is found.
 */
export async function findNextPending(
  examId: string,
  currentUserId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ParticipationRef | null> {
  let first: ParticipationRef | null = null;
  let passedCurrent = false;
  for (let number = 1; ; number += 1) {
    const page = await getPage<ParticipationRef>(
      'participations',
      {
        filter: { exam_id: examId },
        include: ['user'],
        sort: 'user.name',
        page: { number, size: PENDING_PAGE_SIZE },
      },
      { signal: options.signal },
    );
    for (const row of page.items) {
      const isCurrent = String(row.user?.id) === currentUserId;
      if (isCurrent) passedCurrent = true;
      else if (row.correction_status === 'pending') {
        if (passedCurrent) return row;
        first ??= row;
      }
    }
    if (number >= page.pageCount || page.items.length < PENDING_PAGE_SIZE) return first;
  }
}
