import type { ExamEditLevel } from 'shared-contracts';

export interface ExamQuestionsTabProps {
  editionId: string;
  examId: string;
  /** What staff may change now (questions are created, edited, deleted and reordered only at 'full'). */
  editLevel: ExamEditLevel;
}

/** The exam form's Questoes tab (issue 14). Contract only: the questions-tab helper builds it. */
export function ExamQuestionsTab(_props: ExamQuestionsTabProps) {
  return null;
}
