import type * as v from 'valibot';
import {
  deserializeOne,
  type CorrectionAssignment,
  type CorrectionAssignmentBodySchema,
  type JsonApiDocument,
  type Resource,
} from 'shared-contracts';
import { api, sendJson } from 'shared-contracts/client';

export type CorrectionAssignmentBody = v.InferOutput<typeof CorrectionAssignmentBodySchema>;

export const assignmentKey = (examId: string) => ['grading', 'correction-assignments', examId] as const;

type AssignmentAnswer = { data: CorrectionAssignment | Resource; meta?: { message?: string } };

/** The assignment under `data` (itself, or a JSON:API resource whose attributes it is). */
function readAssignment(body: AssignmentAnswer): CorrectionAssignment {
  const { data } = body;
  return 'type' in data && 'attributes' in data
    ? deserializeOne<CorrectionAssignment>(body as JsonApiDocument)
    : (data as CorrectionAssignment);
}

/** GET exams/{id}/correction_assignments: the settings, the candidates and each corrector's progress. */
export async function fetchAssignment(
  examId: string,
  options: { signal?: AbortSignal } = {},
): Promise<CorrectionAssignment> {
  return readAssignment(
    await api()
      .get(`exams/${encodeURIComponent(examId)}/correction_assignments`, { signal: options.signal })
      .json<AssignmentAnswer>(),
  );
}

/**
 * PUT exams/{id}/correction_assignments: splits the open-ended answers among the chosen correctors; the
 * answer is the new summary and the server's message (meta.message, in the caller's language).
 */
export async function saveAssignment(
  examId: string,
  body: CorrectionAssignmentBody,
): Promise<{ assignment: CorrectionAssignment | null; message: string | undefined }> {
  const answer = await sendJson<AssignmentAnswer | null>(
    'put',
    `exams/${encodeURIComponent(examId)}/correction_assignments`,
    body,
  );
  return {
    assignment: answer?.data ? readAssignment(answer) : null,
    message: answer?.meta?.message,
  };
}
