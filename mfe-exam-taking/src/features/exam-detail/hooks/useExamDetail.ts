import { useCallback } from 'react';
import { useAuthStore } from 'shared-contracts/client';
import { fetchExam } from '../../../shared/exam/api/exam';
import { fetchOwnParticipation } from '../../../shared/exam/api/participation';
import type { Exam, Participation } from '../../../shared/exam/exam-types';
import { useExamLoad, type ExamLoadState } from '../../../shared/exam/hooks/useExamLoad';

export type ExamDetailState = ExamLoadState<{ exam: Exam; participation: Participation | null }>;

/** The exam and the caller's participation in it (GET exams/{id}, GET participations). */
export function useExamDetail(examId: string | undefined): ExamDetailState & {
  setParticipation: (participation: Participation) => void;
} {
  const userId = useAuthStore((s) => s.user?.id);
  const load = useCallback(
    async (id: string, signal: AbortSignal) => {
      const [exam, participation] = await Promise.all([
        fetchExam(id, { signal }),
        userId ? fetchOwnParticipation(String(userId), id, { signal }) : Promise.resolve(null),
      ]);
      return { exam, participation };
    },
    [userId],
  );
  const { state, update } = useExamLoad(examId, load, {
    queryKey: ['exam-detail', userId],
    logMessage: '[exam-detail] load failed',
  });
  const setParticipation = useCallback((participation: Participation) => update({ participation }), [update]);
  return { ...state, setParticipation };
}
