import type { QuestionKind, Resolution } from '../../db/schema.js';
import { correctAlternatives, isBlankAnswer } from '../exams/scoring.js';
import { countReview, type CountedQuestion, type ReviewCounters } from '../../shared-rules.js';

export interface SheetQuestion {
  id: number;
  kind: QuestionKind;
  status: 'active' | 'cancelled';
  resolution: Resolution | null;
}

export interface SheetAnswer {
  question_id: number;
  user_answer: string | null;
  open_ended_score: number | null;
  open_ended_comment: string | null;
}

/** One question of a participation's answer key (spec 3 §3 "Answer-sheet entry"). */
export interface AnswerSheetEntry {
  /** The correct alternative ids; the first is the right choice. */
  multiple_choice: string[];
  comment: string | null;
  /** `<participationId>-<questionId>` once the open-ended answer has been graded. */
  open_ended_evaluation_id: string | null;
  status: 'active' | 'cancelled';
  kind: QuestionKind;
  user_answer: string | null;
  /** Right or wrong for an answered active multiple-choice question; null otherwise. */
  correct: boolean | null;
  open_ended_score: number | null;
  open_ended_comment: string | null;
}

/** The id of the evaluation of one graded open-ended answer. */
export const evaluationId = (participationId: number, questionId: number): string =>
  `${participationId}-${questionId}`;

/** Whether an answer says nothing (scoring's rule: a cancelled question's `credit_answered`). */
export { isBlankAnswer };

/** A participation's answer key and its counters (`countReview`, the rule the review screen uses too). */
export function buildAnswerSheet(
  participationId: number,
  questions: SheetQuestion[],
  answers: SheetAnswer[],
): { answerSheet: Record<string, AnswerSheetEntry>; counters: ReviewCounters } {
  const byQuestion = new Map(answers.map((a) => [Number(a.question_id), a]));
  const answerSheet: Record<string, AnswerSheetEntry> = {};
  const counted: CountedQuestion[] = [];
  for (const q of questions) {
    const answer = byQuestion.get(Number(q.id));
    const userAnswer = answer?.user_answer ?? null;
    const answered = !isBlankAnswer(q.kind, userAnswer);
    const rightOnes = correctAlternatives(q.resolution);
    const active = q.status === 'active';
    // As computeScore judges it.
    const correct =
      active && answered && q.kind === 'multiple_choice' ? rightOnes.includes(userAnswer!) : null;
    counted.push({ cancelled: !active, kind: q.kind, answered, correct });
    const graded =
      q.kind === 'open_ended' && answer?.open_ended_score !== null && answer?.open_ended_score !== undefined;
    answerSheet[String(q.id)] = {
      multiple_choice: rightOnes,
      comment: q.resolution?.comment ?? null,
      open_ended_evaluation_id: graded ? evaluationId(participationId, q.id) : null,
      status: q.status,
      kind: q.kind,
      user_answer: userAnswer,
      correct,
      open_ended_score: answer?.open_ended_score ?? null,
      open_ended_comment: answer?.open_ended_comment ?? null,
    };
  }
  const counters = countReview(counted);
  return { answerSheet, counters };
}
