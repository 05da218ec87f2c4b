/** The teacher-recommendation prompt at the end of an exam, and when to show it. */
export { TeacherRecommendationPrompt } from './components/TeacherRecommendationPrompt';
export { hasOpenQuestions } from './recommendation-rule';
