/** Why the assignment form cannot be sent (see checkAssignment). */
export interface AssignmentProblems {
  correctors?: 'twoForDouble';
  threshold?: 'invalid';
}

/**
 * The form's rules, as the server checks them: double marking needs at least two correctors; the
 * threshold (the gap between the two blind marks above which a third decision is needed) is a number ≥ 0.
 */
export function checkAssignment(values: {
  doubleMarking: boolean;
  threshold: string;
  correctorIds: string[];
}): { problems: AssignmentProblems; threshold: number } {
  const problems: AssignmentProblems = {};
  if (values.doubleMarking && values.correctorIds.length < 2) problems.correctors = 'twoForDouble';
  const text = values.threshold.trim().replace(',', '.');
  const threshold = Number(text);
  if (text === '' || !Number.isFinite(threshold) || threshold < 0) problems.threshold = 'invalid';
  return { problems, threshold };
}
