// What other features of this remote use to open the exam preview: the navigation state it reads.
export type { ExamPreviewState, PreviewQuestion } from './api/preview-exam';
