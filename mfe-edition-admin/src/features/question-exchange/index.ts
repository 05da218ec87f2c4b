export { ExportQuestionsButton } from './components/ExportQuestionsButton';
export { ImportQuestionsButton } from './components/ImportQuestionsButton';
export type { ExportQuestionsButtonProps, ImportQuestionsButtonProps } from './types';
