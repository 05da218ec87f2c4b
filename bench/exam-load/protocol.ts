// Messages between the bench (parent) and the load generator (a child process of its own).
import type { PhaseSummary } from './stats.ts';
import type { BenchQuestion, StudentCredentials } from './students.ts';

export interface LoadPlan {
  baseUrl: string;
  connections: number;
  requestTimeoutMs: number;
  seed: number;
  examId: string;
  questions: BenchQuestion[];
  students: StudentCredentials[];
  /** One more student per worker of the save-capacity run (not part of the exam's students). */
  capacityStudents: StudentCredentials[];
  thinkMinMs: number;
  thinkMaxMs: number;
  /** Arrivals (exam opens) are spread uniformly over this window from the exam's start. */
  startWindowMs: number;
  durationMs: number;
  /** Requests per second of the baseline run at the exam's rate (the expected steady save rate). */
  baselineRate: number;
  baselineMs: number;
  capacityMs: number;
}

/** A save the API acknowledged (200, written): the stored sequence must end at least this high. */
export type Acknowledged = [participationId: string, questionId: string, sequence: number, answer: string];

export type Phase = 'capacity' | 'save-capacity' | 'baseline' | 'exam';

export interface LoadResult {
  /** The one-insert baseline at saturation. */
  capacity: PhaseSummary;
  /** Answer saves at saturation (same number of requests in flight as the baseline's capacity run). */
  saveCapacity: PhaseSummary;
  /** The one-insert baseline at the exam's expected save rate. */
  baseline: PhaseSummary;
  /** The exam start as the browser does it (issue 11), per request: GET exams/{id}?include=questions,edition, */
  examReads: PhaseSummary;
  /** GET participations?filter[user_id]&filter[exam_id]&include=user (sent with the exam read), */
  participationReads: PhaseSummary;
  /** POST participations, */
  starts: PhaseSummary;
  /** and the student's first answer save, sent at once; */
  firstSaves: PhaseSummary;
  /** the four of them for one student, from the first request to the first save's answer. */
  wholeStarts: PhaseSummary;
  saves: PhaseSummary;
  finishes: PhaseSummary;
  /** Saves answered 200 with stale: true (the API kept a higher sequence): never expected here. */
  staleSaves: number;
  /** Students who never got a participation. */
  studentsWithoutParticipation: number;
  /** Highest acknowledged save per (participation, question). */
  acknowledged: Acknowledged[];
  /** The generator's own event-loop delay while the exam ran (ms): high values mean the generator lagged. */
  generatorLoopDelayMs: { p50: number; p99: number; max: number };
  /** Share of one core the generator used (%): near 100 means it, not the API, set the pace. */
  generatorCpuPercent: { capacity: number; saveCapacity: number; exam: number };
}

export type ChildMessage =
  | { type: 'phase'; name: Phase | 'done' }
  | { type: 'progress'; line: string }
  | { type: 'result'; result: LoadResult }
  | { type: 'failed'; message: string };
