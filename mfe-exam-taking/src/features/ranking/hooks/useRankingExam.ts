import { useExamLoad, type ExamLoadState } from '../../../shared/exam/hooks/useExamLoad';
import { fetchRankingExam, type RankingExam } from '../api/ranking-exam';

export type RankingExamState = ExamLoadState<{ exam: RankingExam }>;

const load = (examId: string, signal: AbortSignal) =>
  fetchRankingExam(examId, { signal }).then((exam) => ({ exam }));

/** The ranking's exam: unknown (404), not the caller's edition (403), or its phase and categories. */
export function useRankingExam(examId: string | undefined): RankingExamState {
  return useExamLoad(examId, load, { logMessage: '[ranking] exam load failed' }).state;
}
