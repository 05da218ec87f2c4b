import { Route, Routes } from 'shared-contracts/ui';
import { AnswerReviewPage } from '../../features/answer-review/components/AnswerReviewPage';
import { EditionPage } from '../../features/edition-page/components/EditionPage';
import { RankingPage } from '../../features/ranking/components/RankingPage';
import { AreaNotFound } from './AreaNotFound';
import { INACTIVE_EDITIONS_PATH } from '../../shared/routing/area-paths';

/**
 * Everything under /edicoes/inativas/* (route 'exam.inactiveArea'): a past edition's page, and its
 * exams' answer review (gabarito) and ranking (classificados). Finished editions have no exam detail
 * or exam taking; any other path is not found.
 */
export function InactiveEditionArea() {
  return (
    <Routes>
      <Route path=":id" element={<EditionPage base={INACTIVE_EDITIONS_PATH} />} />
      <Route path=":id/fases/:testId/gabarito" element={<AnswerReviewPage base={INACTIVE_EDITIONS_PATH} />} />
      <Route path=":id/fases/:testId/classificados" element={<RankingPage base={INACTIVE_EDITIONS_PATH} />} />
      <Route path="*" element={<AreaNotFound base={INACTIVE_EDITIONS_PATH} />} />
    </Routes>
  );
}
