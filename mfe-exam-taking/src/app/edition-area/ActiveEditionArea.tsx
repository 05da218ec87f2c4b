import { Route, Routes } from 'shared-contracts/ui';
import { AnswerReviewPage } from '../../features/answer-review/components/AnswerReviewPage';
import { EditionPage } from '../../features/edition-page/components/EditionPage';
import { ExamDetailPage } from '../../features/exam-detail/components/ExamDetailPage';
import { ExamTakingPage } from '../../features/exam-taking/components/ExamTakingPage';
import { RankingPage } from '../../features/ranking/components/RankingPage';
import { AreaNotFound } from './AreaNotFound';
import { ACTIVE_EDITIONS_PATH } from '../../shared/routing/area-paths';

/**
 * Everything under /edicoes/ativas/* (route 'exam.activeArea'): the edition page, an exam's detail,
 * the exam-taking screen, the answer review (gabarito) and the ranking (classificados).
 */
export function ActiveEditionArea() {
  return (
    <Routes>
      <Route path=":id" element={<EditionPage base={ACTIVE_EDITIONS_PATH} />} />
      <Route path=":id/fases/:testId" element={<ExamDetailPage />} />
      <Route path=":id/fases/:testId/resolver/:questionId" element={<ExamTakingPage />} />
      <Route path=":id/fases/:testId/gabarito" element={<AnswerReviewPage base={ACTIVE_EDITIONS_PATH} />} />
      <Route path=":id/fases/:testId/classificados" element={<RankingPage base={ACTIVE_EDITIONS_PATH} />} />
      <Route path="*" element={<AreaNotFound base={ACTIVE_EDITIONS_PATH} />} />
    </Routes>
  );
}
