import { countReview } from 'shared-contracts';
import type { QuestionState, ReviewQuestion as SharedReviewQuestion } from 'shared-contracts/ui';
import type { Exam, ExamQuestion } from '../../shared/exam/exam-types';
import { htmlToText } from '../exam-taking';
import type { AnswerKey, ReviewCounters } from './api/answer-key';
import type { Resolution } from './api/review-exam';

export type { QuestionState };

/**
 * One question of the answer review (the shared view's model) with the exam's own question and, once
 * the open answer was graded, the evaluation its reports hang from.
 */
export interface ReviewQuestion extends SharedReviewQuestion {
  question: ExamQuestion;
  evaluationId: string | null;
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
