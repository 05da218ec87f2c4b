import { lazy, Suspense } from 'react';
import { Route, Routes } from 'shared-contracts/ui';
import { Spinner } from '@chakra-ui/react';

// Each screen of the participants area is its own chunk (the area itself is one lazy screen of the shell).
const ParticipantsPage = lazy(() =>
  import('../features/participants/components/ParticipantsPage').then((m) => ({
    default: m.ParticipantsPage,
  })),
);
const CorrectionPage = lazy(() =>
  import('../features/correction/components/CorrectionPage').then((m) => ({ default: m.CorrectionPage })),
);
const ParticipantExamPage = lazy(() =>
  import('../features/participant-exam/components/ParticipantExamPage').then((m) => ({
    default: m.ParticipantExamPage,
  })),
);
const ParticipantFilesPage = lazy(() =>
  import('../features/participant-files/components/ParticipantFilesPage').then((m) => ({
    default: m.ParticipantFilesPage,
  })),
);
const CorrectionAssignmentPage = lazy(() =>
  import('../features/correction-assignment/components/CorrectionAssignmentPage').then((m) => ({
    default: m.CorrectionAssignmentPage,
  })),
);
const MyCorrectionsPage = lazy(() =>
  import('../features/correction-queue/components/MyCorrectionsPage').then((m) => ({
    default: m.MyCorrectionsPage,
  })),
);

/**
 * /edicoes/:id/provas/:testId/participantes/** (the shell's route 'grading.participants'): the list, the
 * correctors' screens and, per participant (:userId), the correction, the exam and the files.
 */
export function ParticipantsArea() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<ParticipantsPage />} />
        <Route path="corretores" element={<CorrectionAssignmentPage />} />
        <Route path="minhas-correcoes" element={<MyCorrectionsPage />} />
        <Route path=":userId/correcao" element={<CorrectionPage />} />
        <Route path=":userId/prova" element={<ParticipantExamPage />} />
        <Route path=":userId/arquivos" element={<ParticipantFilesPage />} />
      </Routes>
    </Suspense>
  );
}
