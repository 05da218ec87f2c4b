/** The current visit to a question: which one, and since when (local ms). */
export interface QuestionVisit {
  questionId: string;
  since: number;
}

/** Milliseconds of the visit so far (never negative, even if the clock went back). */
export function visitMs(visit: QuestionVisit, now: number = Date.now()): number {
  return Math.max(0, now - visit.since);
}

/** Whole seconds spent on a question: earlier visits plus the current one. */
export function secondsOnQuestion(earlierMs: number, visit: QuestionVisit | null, now: number = Date.now()) {
  return Math.floor((earlierMs + (visit ? visitMs(visit, now) : 0)) / 1000);
}
