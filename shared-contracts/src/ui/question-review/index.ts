// The read-only question/answer review (spec 3 §2.6): the participant's answer review and the
// organiser screens (exam preview, correction, a participant's exam with the answer key) show it.
export {
  QUESTION_STATES,
  type OpenAnswerExtra,
  type QuestionState,
  type ReviewQuestion,
  type ReviewQuestionContent,
} from './model';
export {
  questionReviewMessages,
  questionStateMessages,
  reviewCounterMessages,
  type ReviewViewer,
} from './messages';
export { STATE_LOOK } from './question-state-look';
export { QuestionNavigator } from './QuestionNavigator';
export { QuestionReview, type QuestionReviewProps } from './QuestionReview';
export { ReviewCounters } from './ReviewCounters';
export { ReviewedChoices } from './ReviewedChoices';
export { ReviewedOpenAnswer } from './ReviewedOpenAnswer';
export { ReviewedQuestion, type ReviewedQuestionProps } from './ReviewedQuestion';
export { StateBadge } from './StateBadge';
