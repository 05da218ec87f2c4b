import type { ReactNode } from 'react';

/** How a question ended for the participant, as the navigator and the badge show it. */
export type QuestionState = 'correct' | 'wrong' | 'open' | 'cancelled' | 'blank';

/** Every state, in the order the navigator's legend lists them. */
export const QUESTION_STATES = ['correct', 'wrong', 'open', 'cancelled', 'blank'] as const;

/** The question itself as the review shows it (any exam question type with these fields fits). */
export interface ReviewQuestionContent {
  id: string;
  /** HTML, sanitised when shown. */
  statement: string;
  /** How the alternatives are marked: A), B)… or 1), 2)… */
  style: 'alphabetic' | 'numeric';
  kind: 'multiple_choice' | 'open_ended';
  /** Descriptions are HTML, sanitised when shown. */
  alternatives: readonly { id: string; description: string }[];
}

/** One question of an answer review: the statement, the key and the participant's answer. */
export interface ReviewQuestion {
  question: ReviewQuestionContent;
  /** 1-based, in questions_order. */
  position: number;
  cancelled: boolean;
  /** The right alternative of a multiple-choice question, when the key names one. */
  rightChoice: string | null;
  /** The key's comment (the expected answer, for open questions); HTML. */
  comment: string | null;
  /** The chosen alternative's id, or the open answer's HTML. */
  userAnswer: string | null;
  answered: boolean;
  /** Whether a multiple-choice answer is right (null: blank, open or unknown). */
  correct: boolean | null;
  openEndedScore: number | null;
  openEndedComment: string | null;
  state: QuestionState;
}

/** What a screen adds under an open answer (the participant's report downloads, a grading form…). */
export type OpenAnswerExtra<Q extends ReviewQuestion = ReviewQuestion> = (item: Q) => ReactNode;
