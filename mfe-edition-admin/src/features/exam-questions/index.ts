export { ExamQuestionsTab, type ExamQuestionsTabProps } from './components/ExamQuestionsTab';
