/** What other features use of the exam screen: the choice letters and an open answer as text. */
export { choiceMarker } from './components/ChoiceAnswer';
export { htmlToText } from './open-answer-text';
