import type { EditionExam } from './student-edition';

export interface ExamGroups {
  ongoing: EditionExam[];
  next: EditionExam[];
  finished: EditionExam[];
}

const byStart = (a: EditionExam, b: EditionExam) =>
  a.phase - b.phase || (a.start_date ?? '').localeCompare(b.start_date ?? '') || Number(a.id) - Number(b.id);

/** Ongoing (in_progress), next (upcoming) and finished (expired) exams, by phase then start. */
export function groupExams(exams: readonly EditionExam[]): ExamGroups {
  const sorted = [...exams].sort(byStart);
  return {
    ongoing: sorted.filter((e) => e.status === 'in_progress'),
    next: sorted.filter((e) => e.status === 'upcoming'),
    finished: sorted.filter((e) => e.status === 'expired').reverse(),
  };
}
