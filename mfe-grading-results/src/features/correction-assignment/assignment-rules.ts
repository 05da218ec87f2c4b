/** Why the assignment form cannot be sent (see checkAssignment). */
export interface AssignmentProblems {
  correctors?: 'twoForDouble';
  threshold?: 'invalid';
}

/**
 * The form's rules, as the server checks them: double marking needs at least two correctors; the
 * threshold (the gap between the two blind marks above which a third decision is needed), asked only
 * with double marking, is a number ≥ 0.
 */
export function checkAssignment(values: {
  doubleMarking: boolean;
  threshold: string;
  correctorIds: string[];
}): { problems: AssignmentProblems; threshold: number } {
  const problems: AssignmentProblems = {};
  if (values.doubleMarking && values.correctorIds.length < 2) problems.correctors = 'twoForDouble';
  const text = values.threshold.trim().replace(',', '.');
  const parsed = Number(text);
  const valid = text !== '' && Number.isFinite(parsed) && parsed >= 0;
  // The threshold is asked (and shown) only with double marking; otherwise an unusable one is sent as 0.
  if (!valid && values.doubleMarking) problems.threshold = 'invalid';
  return { problems, threshold: valid ? parsed : 0 };
}
