import type { Recommendation } from './api/teacher-recommendation';

/**
 * Spec 3 §4: after finishing an exam with open-ended questions, the dialog opens when there is no
 * recommendation yet, or when its name or e-mail is empty.
 */
export function needsRecommendation(
  recommendation: Pick<Recommendation, 'teacher_name' | 'teacher_email'> | null,
) {
  if (!recommendation) return true;
  return !recommendation.teacher_name.trim() || !recommendation.teacher_email.trim();
}

/** Whether the exam has open-ended questions (only those exams ask for the recommendation). */
export const hasOpenQuestions = (questions: readonly { kind: string }[]) =>
  questions.some((q) => q.kind === 'open_ended');
