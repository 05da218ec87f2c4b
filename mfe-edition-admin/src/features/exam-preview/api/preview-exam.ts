import type { StaffQuestionAttributes } from 'shared-contracts';
import { getOne } from 'shared-contracts/client';

/**
 * A question as the preview shows it: a staff question (StaffQuestionAttributes), read from the API or
 * handed over by the questions tab. Either mark of the answer key is enough: an alternative's `correct`
 * or its id among the resolution's ids (spec 2 §2: "correct ones highlighted from the resolution ids").
 */
export interface PreviewQuestion extends Pick<
  StaffQuestionAttributes,
  'statement' | 'kind' | 'style' | 'status'
> {
  id: string;
  alternatives: { id: string; description: string; correct?: boolean }[];
  resolution?: { comment: string | null; multiple_choice: string[] } | null;
}

/** What the questions tab passes through navigation state when it opens the preview. */
export interface ExamPreviewState {
  questions: PreviewQuestion[];
}

/**
 * The navigation state's questions, when the preview was opened with some. An empty list is not taken as
 * the exam's: the questions tab passes one before its questions have loaded, so the preview reads them.
 */
export function questionsFromState(state: unknown): PreviewQuestion[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const { questions } = state as Partial<ExamPreviewState>;
  return Array.isArray(questions) && questions.length > 0 ? questions : null;
}

interface StaffExam {
  id: string;
  questions_order?: string[];
  questions?: PreviewQuestion[];
}

export const previewExamKeys = { questions: ['examPreview', 'questions'] as const };

/**
 * GET exams/{id}?include=questions as staff read it (resolution, alternatives with `correct`): the
 * exam's questions in its order.
 */
export async function fetchPreviewQuestions(
  examId: string,
  options: { signal?: AbortSignal } = {},
): Promise<PreviewQuestion[]> {
  const exam = await getOne<StaffExam>(
    `exams/${encodeURIComponent(examId)}`,
    { include: ['questions'] },
    { signal: options.signal },
  );
  const questions = exam.questions ?? [];
  const order = exam.questions_order ?? [];
  const rank = (q: PreviewQuestion) => {
    const at = order.indexOf(String(q.id));
    return at === -1 ? order.length : at;
  };
  return [...questions].sort((a, b) => rank(a) - rank(b));
}

/** Whether an alternative is a correct one (its own mark, or the resolution's ids). */
export const isCorrect = (question: PreviewQuestion, alternative: PreviewQuestion['alternatives'][number]) =>
  alternative.correct === true ||
  (question.resolution?.multiple_choice ?? []).includes(String(alternative.id));
