/** Exam rules the exam screens and the API share (spec 3 §2.5, §2.6). */

/** Raw size cap of an open-ended answer (HTML), whatever the question's character limit. */
export const MAX_ANSWER_HTML = 100_000;

/** Question progress counters of an answer review. */
export interface ReviewCounters {
  correct: number;
  wrong: number;
  open: number;
  cancelled: number;
  answered: number;
  gave_up: number;
}

export const COUNTER_NAMES = ['correct', 'wrong', 'open', 'cancelled', 'answered', 'gave_up'] as const;

/** How one question of a participation ended, as the counters see it. */
export interface CountedQuestion {
  cancelled: boolean;
  kind: 'multiple_choice' | 'open_ended';
  /** Whether the participant gave a (non-blank) answer. */
  answered: boolean;
  /** Right or wrong for an answered multiple-choice question; null otherwise. */
  correct: boolean | null;
}

/**
 * The counters: cancelled questions count only as `cancelled`; `open` counts the active open-ended
 * questions; `answered` / `gave_up` the active questions with / without an answer; `correct` / `wrong`
 * the answered active multiple-choice questions.
 */
export function countReview(questions: readonly CountedQuestion[]): ReviewCounters {
  const counters: ReviewCounters = { correct: 0, wrong: 0, open: 0, cancelled: 0, answered: 0, gave_up: 0 };
  for (const q of questions) {
    if (q.cancelled) {
      counters.cancelled += 1;
      continue;
    }
    if (q.kind === 'open_ended') counters.open += 1;
    if (!q.answered) {
      counters.gave_up += 1;
      continue;
    }
    counters.answered += 1;
    if (q.kind === 'multiple_choice') counters[q.correct ? 'correct' : 'wrong'] += 1;
  }
  return counters;
}
