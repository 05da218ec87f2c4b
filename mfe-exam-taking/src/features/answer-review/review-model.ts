import { countReview } from 'shared-contracts';
import type { Exam, ExamQuestion } from '../../shared/exam/exam-types';
import { htmlToText } from '../exam-taking';
import type { AnswerKey, ReviewCounters } from './api/answer-key';
import type { Resolution } from './api/review-exam';

/** How a question ended for the participant, as the navigator shows it. */
export type QuestionState = 'correct' | 'wrong' | 'open' | 'cancelled' | 'blank';

/** One question of the answer review: the statement, the key and the participant's answer. */
export interface ReviewQuestion {
  question: ExamQuestion;
  /** 1-based, in questions_order. */
  position: number;
  cancelled: boolean;
  /** The right alternative of a multiple-choice question, when the key names one. */
  rightChoice: string | null;
  /** The key's comment (the expected answer, for open questions). */
  comment: string | null;
  userAnswer: string | null;
  answered: boolean;
  /** Whether a multiple-choice answer is right (null: blank, open or unknown). */
  correct: boolean | null;
  openEndedScore: number | null;
  openEndedComment: string | null;
  /** Set once the open answer was graded: the reports hang from it. */
  evaluationId: string | null;
  state: QuestionState;
}

function hasAnswer(kind: ExamQuestion['kind'], answer: string | null): boolean {
  if (answer === null || answer === '') return false;
  return kind === 'open_ended' ? htmlToText(answer).trim() !== '' : true;
}

function stateOf(q: Pick<ReviewQuestion, 'cancelled' | 'answered' | 'correct' | 'question'>): QuestionState {
  if (q.cancelled) return 'cancelled';
  if (!q.answered) return 'blank';
  if (q.question.kind === 'open_ended') return 'open';
  return q.correct ? 'correct' : 'wrong';
}

/**
 * The exam's questions (in order) joined with the answer sheet; without one (no participation, or an
 * empty key) the exam's own resolutions give the key and no answer is the participant's.
 */
export function reviewQuestions(
  exam: Exam,
  resolutions: ReadonlyMap<string, Resolution>,
  key: AnswerKey | null,
): ReviewQuestion[] {
  return exam.questions.map((question, i) => {
    const entry = key?.sheet[question.id];
    const resolution = resolutions.get(question.id);
    const kind = entry?.kind ?? question.kind;
    const cancelled = (entry?.status ?? question.status) === 'cancelled';
    const rightChoice = entry?.multiple_choice[0] ?? resolution?.rightChoice ?? null;
    const userAnswer = entry?.user_answer ?? null;
    const answered = hasAnswer(kind, userAnswer);
    const correct =
      kind !== 'multiple_choice' || !answered
        ? null
        : (entry?.correct ?? (rightChoice === null ? null : userAnswer === rightChoice));
    const item = {
      question: { ...question, kind },
      position: i + 1,
      cancelled,
      rightChoice,
      comment: entry?.comment ?? resolution?.comment ?? null,
      userAnswer,
      answered,
      correct,
      openEndedScore: entry?.open_ended_score ?? null,
      openEndedComment: entry?.open_ended_comment ?? null,
      evaluationId: kind === 'open_ended' ? (entry?.open_ended_evaluation_id ?? null) : null,
    };
    return { ...item, state: stateOf(item) };
  });
}

/** The counters by the rule the API counts with, for when the server sent none. */
export const countersOf = (questions: readonly ReviewQuestion[]): ReviewCounters =>
  countReview(
    questions.map((q) => ({
      cancelled: q.cancelled,
      kind: q.question.kind,
      answered: q.answered,
      correct: q.correct,
    })),
  );
