// The score import of an exam (.csv, dry run, then for real), used by the exam form's "Importar notas"
// tab (edition admin) and the participants list's "Importar Notas" dialog (grading results).
import { Suspense, lazy } from 'react';
import type { ScoreImportProps } from './ScoreImport';

export type { ScoreImportProps } from './ScoreImport';

const LazyScoreImport = lazy(() =>
  import(/* webpackChunkName: "score-import" */ './ScoreImport').then((module) => ({
    default: module.ScoreImport,
  })),
);

/**
 * The score import, fetched when a screen shows it (shared-contracts/ui is a singleton built whole: the
 * import and its tables stay out of every other screen's download).
 */
export function ScoreImport(props: ScoreImportProps) {
  return (
    <Suspense fallback={null}>
      <LazyScoreImport {...props} />
    </Suspense>
  );
}
