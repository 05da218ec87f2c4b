// What the exam form uses from the exam list: the staff exam read, its cache keys and its labels.
export { fetchExam, examKeys, type StaffExam } from './api/exams';
export { examStatusLabels } from './messages';
export { ExamStatusBadge } from './components/ExamStatusBadge';
export { dateTimeOf } from './components/exam-columns';
