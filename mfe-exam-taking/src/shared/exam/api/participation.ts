import { deserializeOne, type JsonApiDocument } from 'shared-contracts';
import { getPage, sendJson } from 'shared-contracts/client';
import type { ServerAnswer } from '../exam-types';
import type { Participation } from '../exam-types';

type RawParticipation = Partial<Participation> & { id: string };

function participation(raw: RawParticipation): Participation {
  return {
    id: String(raw.id),
    started_at: raw.started_at ?? null,
    ends_at: raw.ends_at ?? null,
    time_left: typeof raw.time_left === 'number' ? raw.time_left : null,
    finished_at: raw.finished_at ?? null,
    status: raw.status === 'finished' || raw.finished_at ? 'finished' : 'in_progress',
    answers: Array.isArray(raw.answers) ? (raw.answers as ServerAnswer[]) : [],
  };
}

/** GET participations?filter[user_id]&filter[exam_id]&include=user: the caller's attempt, if any. */
export async function fetchOwnParticipation(
  userId: string,
  examId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Participation | null> {
  const page = await getPage<RawParticipation>(
    'participations',
    { filter: { user_id: userId, exam_id: examId }, include: ['user'] },
    { signal: options.signal },
  );
  const first = page.items[0];
  return first ? participation(first) : null;
}

/** POST participations (answers [], the exam): starts the attempt, or answers the existing one. */
export async function startParticipation(examId: string): Promise<Participation> {
  const doc = await sendJson<JsonApiDocument>('post', 'participations', {
    data: {
      type: 'participations',
      attributes: { answers: [] },
      relationships: { exam: { data: { type: 'exams', id: examId } } },
    },
  });
  return participation(deserializeOne<RawParticipation>(doc));
}

/** POST participations/{id}/finish: closes the attempt (idempotent). */
export async function finishParticipation(participationId: string): Promise<Participation> {
  const doc = await sendJson<JsonApiDocument>(
    'post',
    `participations/${encodeURIComponent(participationId)}/finish`,
  );
  return participation(deserializeOne<RawParticipation>(doc));
}
