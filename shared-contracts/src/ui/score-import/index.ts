// The score import of an exam (.csv, dry run, then for real), used by the exam form's "Importar notas"
// tab (edition admin) and the participants list's "Importar Notas" dialog (grading results).
export { importScores, isCsv } from './api';
export { scoreImportMessages } from './messages';
export { ScoreImport, type ScoreImportProps } from './ScoreImport';
