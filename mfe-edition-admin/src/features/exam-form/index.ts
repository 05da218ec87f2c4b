// The exam form's screens (routes.ts loads them from their component file).
export { EditExamPage, NewExamPage } from './components/ExamFormPage';
