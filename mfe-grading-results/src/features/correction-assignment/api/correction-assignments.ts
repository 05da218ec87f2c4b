import type * as v from 'valibot';
import {
  deserializeOne,
  type CorrectionAssignment,
  type CorrectionAssignmentBodySchema,
  type JsonApiDocument,
} from 'shared-contracts';
import { api, sendJson } from 'shared-contracts/client';

export type CorrectionAssignmentBody = v.InferOutput<typeof CorrectionAssignmentBodySchema>;

export const assignmentKey = (examId: string) => ['grading', 'correction-assignments', examId] as const;

/** The answer read as the assignment: a JSON:API resource whose attributes it is, or itself. */
function readAssignment(body: JsonApiDocument | CorrectionAssignment): CorrectionAssignment {
  return 'candidates' in body ? body : deserializeOne<CorrectionAssignment>(body);
}

/** GET exams/{id}/correction_assignments: the settings, the candidates and each corrector's progress. */
export async function fetchAssignment(
  examId: string,
  options: { signal?: AbortSignal } = {},
): Promise<CorrectionAssignment> {
  return readAssignment(
    await api()
      .get(`exams/${encodeURIComponent(examId)}/correction_assignments`, { signal: options.signal })
      .json<JsonApiDocument | CorrectionAssignment>(),
  );
}

/** PUT exams/{id}/correction_assignments: splits the open-ended answers among the chosen correctors. */
export async function saveAssignment(
  examId: string,
  body: CorrectionAssignmentBody,
): Promise<CorrectionAssignment | null> {
  const answer = await sendJson<JsonApiDocument | CorrectionAssignment | null>(
    'put',
    `exams/${encodeURIComponent(examId)}/correction_assignments`,
    body,
  );
  return answer && ('candidates' in answer || answer.data) ? readAssignment(answer) : null;
}
