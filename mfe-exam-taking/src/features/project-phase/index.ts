/** The project phase, as the exam detail opens it. */
export { ProjectPhaseGate } from './components/ProjectPhaseGate';
export { usePhaseInfo } from './hooks/usePhaseInfo';
