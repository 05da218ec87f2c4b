import { Route, Routes } from 'react-router-dom';
import { EditionPage } from '../edition-page/components/EditionPage';
import { ExamDetailPage } from '../exam-detail/components/ExamDetailPage';
import { ExamTakingPage } from '../exam-taking/components/ExamTakingPage';
import { AreaNotFound } from './AreaNotFound';

/**
 * Everything under /edicoes/ativas/* (route 'exam.activeArea'): the edition page, an exam's detail
 * and the exam-taking screen. Answer review and ranking are not built yet.
 */
export function ActiveEditionArea() {
  return (
    <Routes>
      <Route path=":id" element={<EditionPage />} />
      <Route path=":id/fases/:testId" element={<ExamDetailPage />} />
      <Route path=":id/fases/:testId/resolver/:questionId" element={<ExamTakingPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
