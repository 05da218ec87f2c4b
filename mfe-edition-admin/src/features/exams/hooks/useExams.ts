import { EXAM_PAGE_SIZE } from 'shared-contracts';
import { usePagedQuery } from 'shared-contracts/ui';
import { examKeys, fetchExams } from '../api/exams';

/** The edition's exams, 7 a page (spec 2 §9), cached under examKeys.edition. */
export function useExams(editionId: string) {
  return usePagedQuery(
    ({ page, size, signal }) => fetchExams({ editionId, page, size }, { signal }),
    [editionId],
    { queryKey: examKeys.edition(editionId), initialPageSize: EXAM_PAGE_SIZE },
  );
}
