import { useParams } from 'shared-contracts/ui';
import { EditionGate, useEdition } from '../../edition-detail';
import { ExamPreviewView } from './ExamPreviewView';

/**
 * /edicoes/:id/provas/:testId/visualizar (spec 2 §2 "Exam list", preview): the exam's questions as they
 * will be printed, once the edition is loaded and the user administers it.
 */
export function ExamPreviewPage() {
  const { id, testId } = useParams();
  return (
    <EditionGate state={useEdition(id)}>
      {(edition) => (
        <ExamPreviewView
          editionId={edition.id}
          examId={testId ?? ''}
          subtitle={`${edition.year} - ${edition.description}`}
        />
      )}
    </EditionGate>
  );
}
