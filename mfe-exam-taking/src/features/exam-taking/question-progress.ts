import { isQueued, type QueuedAnswer } from '../exam-session';
import type { ExamQuestion } from '../../shared/exam/exam-types';
import { htmlToText } from './open-answer-text';

/** Whether a question has an answer (open text that is not blank). */
export function isAnswered(question: ExamQuestion, entry: QueuedAnswer | undefined): boolean {
  if (!entry || entry.user_answer === '') return false;
  return question.kind === 'open_ended' ? htmlToText(entry.user_answer).trim() !== '' : true;
}

export interface Progress {
  answered: number;
  unanswered: number;
  /** Answers not yet on the server. */
  waiting: number;
  /** Answers the server refused. */
  unsaved: number;
}

/** The question menu's counters. */
export function progressOf(
  questions: readonly ExamQuestion[],
  answers: Readonly<Record<string, QueuedAnswer>>,
): Progress {
  const answered = questions.filter((q) => isAnswered(q, answers[q.id])).length;
  const entries = questions.map((q) => answers[q.id]).filter((e): e is QueuedAnswer => e !== undefined);
  return {
    answered,
    unanswered: questions.length - answered,
    waiting: entries.filter(isQueued).length,
    unsaved: entries.filter((e) => e.state === 'failed').length,
  };
}
