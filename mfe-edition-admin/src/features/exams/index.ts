// What the exam form and the notifications use from the exam list: the staff exam read, its cache keys and its labels.
export { fetchExam, fetchExams, examKeys, type StaffExam } from './api/exams';
export { examNameOf } from './exam-text';
export { examStatusLabels } from './messages';
export { ExamStatusBadge } from './components/ExamStatusBadge';
export { dateTimeOf } from './components/exam-columns';
