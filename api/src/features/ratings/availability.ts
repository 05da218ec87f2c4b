import type { Exam } from '../exams/load.js';
import { examStatusAt } from '../../shared-rules.js';

/**
 * What participants see of an exam's results, and when (issue 15). Each result step sets its instant
 * (the answer key result_available_at, the classification classification_available_at, the published
 * ranking ranking_available_at); a participant sees that part only once its instant is set and has
 * passed, and never before the exam has expired. An unset instant means not available (the exam's end
 * alone publishes nothing). The exam's staff see everything at any time (their routes check that).
 */
const passed = (at: Date | null, now: Date) => at !== null && at.getTime() <= now.getTime();

const expired = (exam: Pick<Exam, 'start_date' | 'end_date'>, now: Date) =>
  examStatusAt(exam, now) === 'expired';

/** The answer key, one's own score and graders' notes: after result_available_at. */
export const answerKeyAvailable = (
  exam: Pick<Exam, 'start_date' | 'end_date' | 'result_available_at'>,
  now: Date,
): boolean => expired(exam, now) && passed(exam.result_available_at, now);

/** One's own rating (classified or not): after classification_available_at. */
export const ownRatingAvailable = (exam: Exam, now: Date): boolean =>
  expired(exam, now) && passed(exam.classification_available_at, now);

/** The general ranking (everyone's positions): after ranking_available_at, the final ranking's publication. */
export const rankingAvailable = (exam: Exam, now: Date): boolean =>
  expired(exam, now) && passed(exam.ranking_available_at, now);
