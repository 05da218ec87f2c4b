import type { StaffExamAttributes, StaffQuestionAttributes } from 'shared-contracts';
import { getOne } from 'shared-contracts/client';
import { isProjectCategory, type ProjectCategory } from 'shared-contracts';

/** An exam as its staff read it (GET exams/{id}); `questions` with include=questions. */
export interface GradingExam extends StaffExamAttributes {
  id: string;
  questions?: (StaffQuestionAttributes & { id: string })[];
}

/** GET exams/{id} (staff), with its questions (and their key) when asked. */
export function fetchGradingExam(
  testId: string,
  { questions = false, signal }: { questions?: boolean; signal?: AbortSignal } = {},
): Promise<GradingExam> {
  return getOne<GradingExam>(
    `exams/${encodeURIComponent(testId)}`,
    questions ? { include: ['questions'] } : undefined,
    { signal },
  );
}

interface EditionPhases {
  id: string;
  phases?: { phase: number; categories?: string[] | null }[];
}

/** GET edition/{id}?include=phases: the project categories of each phase number. */
export async function fetchPhaseCategories(
  editionId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Map<number, ProjectCategory[]>> {
  const edition = await getOne<EditionPhases>(
    `edition/${encodeURIComponent(editionId)}`,
    { include: ['phases'] },
    { signal: options.signal },
  );
  return new Map(
    (edition.phases ?? []).map((p) => [Number(p.phase), (p.categories ?? []).filter(isProjectCategory)]),
  );
}
