import { useQuery } from 'shared-contracts/client';
import { useGradingExam, useParticipation } from '../../../shared';
import { fetchAnswerKey } from '../api/answer-key';
import { reviewOf } from '../review-model';

/** The exam with its key, the participation of :userId and its answer sheet, joined for the review. */
export function useParticipantExam(editionId: string, testId: string, userId: string) {
  const exam = useGradingExam(editionId, testId, { questions: true });
  const participation = useParticipation(testId, userId);
  const participationId = participation.data?.id;
  const key = useQuery({
    queryKey: ['grading', 'answerKey', testId, participationId],
    queryFn: ({ signal }) => fetchAnswerKey(testId, participationId as string, { signal }),
    enabled: Boolean(participationId),
  });
  const failed = [exam, participation, key].find((q) => q.isError);
  const ready = exam.data && participation.isSuccess && (!participationId || key.isSuccess);
  return {
    exam: exam.data?.exam,
    participation: participation.data,
    score: key.data?.score ?? participation.data?.score ?? null,
    questions:
      ready && exam.data && participation.data
        ? reviewOf(exam.data.exam, participation.data, key.data ?? null)
        : [],
    loading: !failed && !ready,
    error: failed?.error,
    retry: () => [exam, participation, key].forEach((q) => q.isError && void q.refetch()),
    ready: Boolean(ready),
  };
}
