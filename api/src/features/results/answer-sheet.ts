import type { QuestionKind, Resolution } from '../../db/schema.js';
import { correctAlternatives } from '../exams/scoring.js';
import { htmlToText } from '../exams/text-length.js';

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

export interface ResultCounters {
  correct: number;
  wrong: number;
  open: number;
  cancelled: number;
  answered: number;
  gave_up: number;
}

/** The id of the evaluation of one graded open-ended answer. */
export const evaluationId = (participationId: number, questionId: number): string =>
  `${participationId}-${questionId}`;

/** Whether an answer says nothing: no alternative chosen, or an open answer without any text. */
export function isBlankAnswer(kind: QuestionKind, userAnswer: string | null | undefined): boolean {
  if (userAnswer === null || userAnswer === undefined) return true;
  return (kind === 'open_ended' ? htmlToText(userAnswer) : userAnswer).trim() === '';
}

/**
 * A participation's answer key and counters. Cancelled questions count only as `cancelled`; `open`
 * counts the active open-ended questions; `answered` / `gave_up` the active questions with / without
 * an answer; `correct` / `wrong` the answered active multiple-choice questions.
 */
export function buildAnswerSheet(
  participationId: number,
  questions: SheetQuestion[],
  answers: SheetAnswer[],
): { answerSheet: Record<string, AnswerSheetEntry>; counters: ResultCounters } {
  const byQuestion = new Map(answers.map((a) => [Number(a.question_id), a]));
  const counters: ResultCounters = { correct: 0, wrong: 0, open: 0, cancelled: 0, answered: 0, gave_up: 0 };
  const answerSheet: Record<string, AnswerSheetEntry> = {};
  for (const q of questions) {
    const answer = byQuestion.get(Number(q.id));
    const userAnswer = answer?.user_answer ?? null;
    const blank = isBlankAnswer(q.kind, userAnswer);
    const rightOnes = correctAlternatives(q.resolution);
    const active = q.status === 'active';
    let correct: boolean | null = null;
    if (!active) counters.cancelled += 1;
    else {
      if (q.kind === 'open_ended') counters.open += 1;
      if (blank) counters.gave_up += 1;
      else {
        counters.answered += 1;
        if (q.kind === 'multiple_choice') {
          correct = rightOnes.includes(userAnswer!); // as computeScore judges it
          if (correct) counters.correct += 1;
          else counters.wrong += 1;
        }
      }
    }
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
  return { answerSheet, counters };
}
