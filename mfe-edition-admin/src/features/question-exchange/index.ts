export {
  ExportQuestionsButton,
  ImportQuestionsButton,
  type ExportQuestionsButtonProps,
  type ImportQuestionsButtonProps,
} from './components/QuestionExchange';
