import type * as v from 'valibot';
import {
  deserializeMany,
  type JsonApiDocument,
  type MyCorrectionSchema,
  type Resource,
} from 'shared-contracts';
import { api } from 'shared-contracts/client';

/** One participation the caller marks (GET exams/{id}/my_corrections). */
export type MyCorrection = v.InferOutput<typeof MyCorrectionSchema>;

export const myCorrectionsKey = (examId: string) => ['grading', 'my-corrections', examId] as const;

/** Whether the caller still has answers of this participation to mark. */
export const isUnfinished = (entry: MyCorrection) => entry.done < entry.assigned;

/**
 * GET exams/{id}/my_corrections → `{ data: MyCorrectionSchema[] }`: the caller's queue, one entry per
 * participation with answers assigned to them (JSON:API resources whose attributes are the entries are
 * read as well).
 */
export async function fetchMyCorrections(
  examId: string,
  options: { signal?: AbortSignal } = {},
): Promise<MyCorrection[]> {
  const body = await api()
    .get(`exams/${encodeURIComponent(examId)}/my_corrections`, { signal: options.signal })
    .json<{ data: (MyCorrection | Resource)[] }>();
  if (!body.data.some((entry) => 'type' in entry && 'attributes' in entry))
    return body.data as MyCorrection[];
  return deserializeMany<MyCorrection & { id: string }>(body as JsonApiDocument).map((entry) => ({
    ...entry,
    participation_id: String(entry.participation_id ?? entry.id),
    user_id: String(entry.user_id),
  }));
}
