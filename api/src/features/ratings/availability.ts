import type { Exam } from '../exams/load.js';

const passed = (at: Date | null, now: Date) => at !== null && at.getTime() <= now.getTime();

/** The exam's end has passed (an exam without an end never expires). */
const expired = (exam: Exam, now: Date) => exam.end_date !== null && exam.end_date.getTime() < now.getTime();

/** Participants see their own rating once classification_available_at (or, unset, the exam's end) has passed. */
export const ownRatingAvailable = (exam: Exam, now: Date): boolean =>
  exam.classification_available_at ? passed(exam.classification_available_at, now) : expired(exam, now);

/** Participants see the general ranking once ranking_available_at (or, unset, the exam's end) has passed. */
export const rankingAvailable = (exam: Exam, now: Date): boolean =>
  exam.ranking_available_at ? passed(exam.ranking_available_at, now) : expired(exam, now);
