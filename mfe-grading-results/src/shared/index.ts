// What the participants area's screens share: the exam and edition reads, the participation of a
// participant, the route ids and paths, the page header and the load states.
export { fetchGradingExam, fetchPhaseCategories, type GradingExam } from './api/exam';
export { fetchParticipationOf, type StaffParticipation } from './api/participation';
export { gradingKeys, useGradingExam, type GradingExamInfo } from './hooks/useGradingExam';
export { useParticipation } from './hooks/useParticipation';
export { useRouteIds } from './hooks/useRouteIds';
export { examsParticipantsPath, participantPath, participantsPath } from './paths';
export { sharedMessages } from './messages';
export { PageHeader, useExamTitle } from './components/PageHeader';
export { LoadFailure, Loading } from './components/LoadFailure';
