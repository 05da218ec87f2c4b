export { GenerateResultsPage } from './components/GenerateResultsPage';
export { FormatChoice } from './components/FormatChoice';
export { useEditionBasics } from './hooks/useEditionBasics';
export { useResultsPhases, JOB_POLL_MS } from './hooks/useResultsPhases';
export { useExamReport } from './hooks/useResultActions';
export { useZonedDateTime } from './hooks/useZonedDateTime';
export { isJobActive, zoneOf, type EditionBasics } from './api/results';
export { ResultsPageFrame } from './components/ResultsPageFrame';
export { PhasesLoader } from './components/PhasesLoader';
