import type { Exam } from '../../shared/exam/exam-types';

/** Whether the exam's end date is past (or the server says it expired): everything is read-only. */
export function isClosed(exam: Pick<Exam, 'status' | 'end_date'>, now = Date.now()): boolean {
  return exam.status === 'expired' || (exam.end_date !== null && Date.parse(exam.end_date) <= now);
}
