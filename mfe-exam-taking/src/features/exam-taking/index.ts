/** What other features use of the exam screen: an open answer as text. */
export { htmlToText } from './open-answer-text';
