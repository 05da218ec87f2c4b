import type { QuestionState, ReviewQuestion } from 'shared-contracts/ui';
import type { GradingExam, StaffParticipation } from '../../shared';
import type { AnswerKey } from './api/answer-key';

type ExamQuestion = NonNullable<GradingExam['questions']>[number];

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

function stateOf(q: Pick<ReviewQuestion, 'cancelled' | 'answered' | 'correct' | 'question'>): QuestionState {
  if (q.cancelled) return 'cancelled';
  if (!q.answered) return 'blank';
  if (q.question.kind === 'open_ended') return 'open';
  return q.correct ? 'correct' : 'wrong';
}

/** The exam's questions in questions_order (those it does not list last, by position). */
export function orderedQuestions(exam: GradingExam): ExamQuestion[] {
  const questions = [...(exam.questions ?? [])];
  const rank = new Map(exam.questions_order.map((id, i) => [String(id), i]));
  const at = (q: ExamQuestion) => rank.get(q.id) ?? Number.MAX_SAFE_INTEGER;
  return questions.sort((a, b) => at(a) - at(b) || (a.position ?? 0) - (b.position ?? 0));
}

/**
 * A participant's exam with the answer key (spec 3 §2.14): each question with the right alternative (the
 * answer sheet's, else the question's own key), the participant's answer (the sheet's, else the
 * participation's) and an open answer's score and comment.
 */
export function reviewOf(
  exam: GradingExam,
  participation: StaffParticipation,
  key: AnswerKey | null,
): ReviewQuestion[] {
  const answers = new Map(participation.answers.map((a) => [String(a.question_id), a]));
  return orderedQuestions(exam).map((question, i) => {
    const entry = key?.sheet[question.id];
    const answer = answers.get(question.id);
    const cancelled = (entry?.status ?? question.status) === 'cancelled';
    const rightChoice =
      entry?.multiple_choice?.[0] ??
      question.resolution.multiple_choice[0] ??
      question.alternatives.find((a) => a.correct)?.id ??
      null;
    const userAnswer = entry?.user_answer ?? answer?.user_answer ?? null;
    const answered =
      userAnswer !== null && (question.kind === 'open_ended' ? textOf(userAnswer) !== '' : userAnswer !== '');
    const correct =
      question.kind !== 'multiple_choice' || !answered
        ? null
        : (entry?.correct ?? (rightChoice === null ? null : userAnswer === rightChoice));
    const item = {
      question: {
        id: question.id,
        statement: question.statement,
        style: question.style,
        kind: question.kind,
        alternatives: question.alternatives.map((a) => ({ id: String(a.id), description: a.description })),
      },
      position: i + 1,
      cancelled,
      rightChoice,
      comment: entry?.comment ?? question.resolution.comment ?? null,
      userAnswer,
      answered,
      correct,
      openEndedScore: entry?.open_ended_score ?? answer?.open_ended_score ?? null,
      openEndedComment: entry?.open_ended_comment ?? answer?.open_ended_comment ?? null,
    };
    return { ...item, state: stateOf(item) };
  });
}
