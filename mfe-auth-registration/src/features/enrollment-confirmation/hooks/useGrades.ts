import { useQuery } from 'shared-contracts/client';
import { fetchGrades, STUDENT_SEGMENT_IDS, type GradeRecord } from '../../../api/lookups';

const NO_GRADES: GradeRecord[] = [];

/** The student grades of the enrollment's project (GET /grades/{slug}?segment_ids=3,4). */
export function useGrades(slug: string | null | undefined): { grades: GradeRecord[]; failed: boolean } {
  const query = useQuery({
    queryKey: ['grades', slug, STUDENT_SEGMENT_IDS],
    queryFn: ({ signal }) => fetchGrades(slug as string, STUDENT_SEGMENT_IDS, { signal }),
    enabled: Boolean(slug),
  });
  // Without a known project slug there is no grade list to offer.
  if (!slug) return { grades: NO_GRADES, failed: true };
  return { grades: query.data ?? NO_GRADES, failed: query.isError };
}
