import type { ResultJobKind, ResultsPhase } from 'shared-contracts';
import { isJobActive } from './api/results';

/**
 * Which result actions a phase offers (spec 2 "Generate results", §4; spec 3 §4 "Admin grading"): every
 * action only once the phase is expired; no answer key for file phases or presential exams; the exports
 * follow the availability instants (the answer key's, the computed ranking's); publishing needs a
 * computed ranking. An action whose job is queued or running waits for it.
 */
export interface PhaseActions {
  answerKey: boolean;
  classify: boolean;
  ranking: boolean;
  publish: boolean;
  exportResults: boolean;
  exportRanking: boolean;
}

const idle = (phase: ResultsPhase, kind: ResultJobKind) => !isJobActive(phase.jobs?.[kind]);

export function phaseActions(phase: ResultsPhase): PhaseActions {
  const expired = phase.status === 'expired';
  return {
    answerKey:
      expired && !phase.file_phase && phase.kind !== 'presential' && idle(phase, 'results.answer_key'),
    classify: expired && idle(phase, 'results.classification'),
    ranking: expired && idle(phase, 'results.ranking'),
    publish: expired && Boolean(phase.ranking_computed_at) && idle(phase, 'results.ranking'),
    exportResults: expired && Boolean(phase.result_available_at),
    exportRanking: expired && Boolean(phase.ranking_computed_at),
  };
}

/** Whether the ranking's publication instant has passed (a future one is scheduled). */
export const rankingPublished = (phase: Pick<ResultsPhase, 'ranking_available_at'>, now = Date.now()) =>
  phase.ranking_available_at !== null && new Date(phase.ranking_available_at).getTime() <= now;
