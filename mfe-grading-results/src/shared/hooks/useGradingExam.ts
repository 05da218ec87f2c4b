import type { ProjectCategory } from 'shared-contracts';
import { useQuery } from 'shared-contracts/client';
import { fetchGradingExam, fetchPhaseCategories, type GradingExam } from '../api/exam';

export interface GradingExamInfo {
  exam: GradingExam;
  /** The project categories of the exam's phase (empty: not a file phase). */
  categories: ProjectCategory[];
  /** A file (project) phase: its participants send files, staff give a result score. */
  filePhase: boolean;
}

/** The query keys of this remote's shared reads (a score import reloads the exam's participants). */
export const gradingKeys = {
  exam: (testId: string, questions: boolean) => ['grading', 'exam', testId, questions] as const,
  participants: (testId: string) => ['grading', 'participants', testId] as const,
  participation: (testId: string, userId: string) => ['grading', 'participation', testId, userId] as const,
};

/**
 * The exam of the route (:testId) with its phase's categories from the edition (:id): what the
 * participants' screens show in their titles and which actions they offer.
 */
export function useGradingExam(editionId: string, testId: string, { questions = false } = {}) {
  return useQuery({
    queryKey: gradingKeys.exam(testId, questions),
    queryFn: async ({ signal }): Promise<GradingExamInfo> => {
      const [exam, phases] = await Promise.all([
        fetchGradingExam(testId, { questions, signal }),
        fetchPhaseCategories(editionId, { signal }),
      ]);
      const categories = phases.get(Number(exam.phase)) ?? [];
      return { exam, categories, filePhase: categories.length > 0 };
    },
  });
}
