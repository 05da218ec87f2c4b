import type { Alternative, CancelledQuestionPolicy, QuestionKind, Resolution } from '../../db/schema.js';
import { htmlToText } from './text-length.js';

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

/** Whether an answer says nothing: no alternative chosen, or an open answer without any text. */
export function isBlankAnswer(kind: QuestionKind, userAnswer: string | null | undefined): boolean {
  if (userAnswer === null || userAnswer === undefined) return true;
  return (kind === 'open_ended' ? htmlToText(userAnswer) : userAnswer).trim() === '';
}

/**
 * A participation's score, the one rule of finishing, the answer sheet's scores and the rescore after a
 * question is cancelled or its key changes. Each active multiple-choice question answered with a correct
 * alternative adds its weight; each active open-ended question adds the score a grader gave (0 until
 * graded). A cancelled question scores by the exam's `cancelled_question_policy` (issue 14):
 * - `credit_all` (the default): its full weight to everyone, answered or not;
 * - `credit_answered`: its weight to those who answered it (a choice, or an open answer with text);
 * - `drop`: it counts for nothing (nobody gets anything for it).
 */
export function computeScore(
  questions: ScoredQuestion[],
  answers: ScoredAnswer[],
  policy: CancelledQuestionPolicy,
): number {
  const byQuestion = new Map(answers.map((a) => [Number(a.question_id), a]));
  let score = 0;
  for (const q of questions) {
    const answer = byQuestion.get(Number(q.id));
    const weight = Number(q.weight ?? 1);
    if (q.status !== 'active') {
      if (policy === 'credit_all') score += weight;
      else if (policy === 'credit_answered' && !isBlankAnswer(q.kind, answer?.user_answer)) score += weight;
      continue;
    }
    if (!answer) continue;
    if (q.kind === 'multiple_choice') {
      if (answer.user_answer !== null && correctAlternatives(q.resolution).includes(answer.user_answer))
        score += weight;
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
