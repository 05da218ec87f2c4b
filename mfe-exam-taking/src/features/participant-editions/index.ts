/** The participant's edition lists (active and inactive share the page). */
export { ParticipantEditionsPage } from './ParticipantEditionsPage';
