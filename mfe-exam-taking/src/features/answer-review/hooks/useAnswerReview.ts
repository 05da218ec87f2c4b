import { isAbortError, useAuthStore, useQuery } from 'shared-contracts/client';
import { callFailureOf } from '../../../shared/exam/api/exam-errors';
import { fetchOwnParticipation } from '../../../shared/exam/api/participation';
import type { Exam } from '../../../shared/exam/exam-types';
import type { ExamLoadState } from '../../../shared/exam/hooks/useExamLoad';
import { fetchAnswerKey, type AnswerKey, type ReviewCounters } from '../api/answer-key';
import { fetchReviewExam, type ReviewExam } from '../api/review-exam';
import { countersOf, reviewQuestions, type ReviewQuestion } from '../review-model';

/** The results API's refusal while the answer key is not open to the participant. */
export const NOT_AVAILABLE_CODE = 'results.error.notAvailable';

export interface AnswerReview {
  exam: Exam;
  questions: ReviewQuestion[];
  counters: ReviewCounters;
  score: number | null;
  /** No answer sheet for the caller (no participation, or an empty one): the red banner. */
  keyEmpty: boolean;
}

type ReviewFailure =
  /** Upcoming or in progress, or results not yet released (spec 3 §4, §8). */
  | { status: 'notAvailable'; availableAt: string | null; timeZone: string | null }
  /** The exam came without questions (spec 3 §8: error when the question list is empty). */
  | { status: 'noQuestions' };

export type AnswerReviewState = ExamLoadState<{ review: AnswerReview }, ReviewFailure>;

/** The key is not open to the caller yet. */
class NotAvailable extends Error {
  constructor(readonly reviewExam: ReviewExam) {
    super('answer key not available');
  }
}
/** The exam has no questions to review. */
class NoQuestions extends Error {}
/** GET results failed for a reason other than availability or access. */
class KeyFailure extends Error {
  constructor(readonly error: unknown) {
    super('answer key failed');
  }
}

const isFuture = (iso: string | null) => iso !== null && Date.parse(iso) > Date.now();

async function load(examId: string, userId: string | undefined, signal: AbortSignal): Promise<AnswerReview> {
  const [reviewExam, participation] = await Promise.all([
    fetchReviewExam(examId, { signal }),
    userId ? fetchOwnParticipation(userId, examId, { signal }) : Promise.resolve(null),
  ]);
  const { exam, resolutions, resultAvailableAt } = reviewExam;
  if (exam.status !== 'expired') throw new NotAvailable(reviewExam);
  if (exam.questions.length === 0) throw new NoQuestions();
  let key: AnswerKey | null = null;
  if (participation) {
    try {
      key = await fetchAnswerKey(exam.id, participation.id, { signal });
    } catch (error) {
      const failure = await callFailureOf(error);
      if (failure.kind === 'refused' && failure.code === NOT_AVAILABLE_CODE)
        throw new NotAvailable(reviewExam);
      throw failure.kind === 'forbidden' ? error : new KeyFailure(error);
    }
  } else if (isFuture(resultAvailableAt)) {
    // The server releases no key before result_available_at; without a participation, say so too.
    throw new NotAvailable(reviewExam);
  }
  const keyEmpty = key === null || Object.keys(key.sheet).length === 0;
  const questions = reviewQuestions(exam, resolutions, keyEmpty ? null : key);
  return {
    exam,
    questions,
    counters: (!keyEmpty && key?.counters) || countersOf(questions),
    score: key?.score ?? null,
    keyEmpty,
  };
}

type FailureState = Exclude<AnswerReviewState, { status: 'loading' } | { status: 'ready' }>;

/** A failed load, already told apart (the refusal's code is read from the answer's body). */
class ReviewLoadFailure extends Error {
  constructor(readonly state: FailureState) {
    super(`answer review: ${state.status}`);
  }
}

/** What the screen shows for a failure: the review's own ones first, then the common ones. */
async function failureState(error: unknown): Promise<FailureState> {
  if (error instanceof NotAvailable) {
    const { exam, resultAvailableAt } = error.reviewExam;
    return {
      status: 'notAvailable',
      availableAt: isFuture(resultAvailableAt) ? resultAvailableAt : null,
      timeZone: exam.timeZone,
    };
  }
  if (error instanceof NoQuestions) return { status: 'noQuestions' };
  if (error instanceof KeyFailure) {
    console.error('[answer-review] answer key failed', error.error);
    return { status: 'error' };
  }
  const failure = await callFailureOf(error);
  if (failure.kind === 'notFound') return { status: 'notFound' };
  if (failure.kind === 'forbidden') return { status: 'denied' };
  console.error('[answer-review] load failed', error);
  return { status: 'error' };
}

/**
 * The answer review of an exam for the caller (spec 3 §2.6): the exam with its key, the caller's
 * participation and its answer sheet (GET exams/{id}, GET participations, GET results), through the
 * query cache. A failure is not asked again: each one is an answer the screen shows.
 */
export function useAnswerReview(examId: string | undefined): AnswerReviewState {
  const rawUserId = useAuthStore((s) => s.user?.id);
  const userId = rawUserId === undefined ? undefined : String(rawUserId);
  const query = useQuery({
    queryKey: ['answerReview', examId, userId],
    queryFn: async ({ signal }) => {
      try {
        return await load(examId as string, userId, signal);
      } catch (error) {
        if (signal.aborted || isAbortError(error)) throw error;
        throw new ReviewLoadFailure(await failureState(error));
      }
    },
    enabled: Boolean(examId),
    retry: false,
  });
  if (!examId) return { status: 'notFound' };
  if (query.isSuccess) return { status: 'ready', review: query.data };
  if (query.isError)
    return query.error instanceof ReviewLoadFailure ? query.error.state : { status: 'error' };
  return { status: 'loading' };
}
