import type { Alternative, QuestionKind, Resolution } from '../../db/schema.js';

export interface ScoredQuestion {
  id: number;
  kind: QuestionKind;
  status: 'active' | 'cancelled';
  weight: number;
  resolution: Resolution | null;
}

export interface ScoredAnswer {
  question_id: number;
  user_answer: string | null;
  open_ended_score: number | null;
}

/** The correct alternative ids of a question's answer key, as strings. */
export const correctAlternatives = (resolution: Resolution | null | undefined): string[] =>
  Array.isArray(resolution?.multiple_choice) ? resolution.multiple_choice.map((id) => String(id)) : [];

/**
 * A participation's score: each active multiple-choice question answered with a correct alternative
 * adds its weight; active open-ended questions add the score a grader gave (0 until graded); cancelled
 * questions count for nothing.
 */
export function computeScore(questions: ScoredQuestion[], answers: ScoredAnswer[]): number {
  const byQuestion = new Map(answers.map((a) => [Number(a.question_id), a]));
  let score = 0;
  for (const q of questions) {
    if (q.status !== 'active') continue;
    const answer = byQuestion.get(Number(q.id));
    if (!answer) continue;
    if (q.kind === 'multiple_choice') {
      if (answer.user_answer !== null && correctAlternatives(q.resolution).includes(answer.user_answer))
        score += Number(q.weight ?? 1);
    } else if (answer.open_ended_score !== null && answer.open_ended_score !== undefined) {
      score += Number(answer.open_ended_score);
    }
  }
  // Weights are decimals: keep the sum free of binary noise (0.1 + 0.2).
  return Math.round(score * 1e6) / 1e6;
}

/** Whether a chosen alternative id is one of the question's. */
export const isAlternativeOf = (alternatives: Alternative[] | null | undefined, id: string): boolean =>
  (alternatives ?? []).some((a) => String(a.id) === id);
