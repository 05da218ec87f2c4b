import { useEffect, useState } from 'react';
import { fetchGrades, type GradeRecord } from '../../../api/lookups';

/** The student grades of the enrollment's project (GET /grades/{slug}?segment_ids=3,4). */
export function useGrades(slug: string | null | undefined): { grades: GradeRecord[]; failed: boolean } {
  const [state, setState] = useState<{ grades: GradeRecord[]; failed: boolean }>({
    grades: [],
    failed: false,
  });
  useEffect(() => {
    if (!slug) return;
    let current = true;
    fetchGrades(slug).then(
      (grades) => current && setState({ grades, failed: false }),
      () => current && setState({ grades: [], failed: true }),
    );
    return () => {
      current = false;
    };
  }, [slug]);
  // Without a known project slug there is no grade list to offer.
  return slug ? state : { grades: [], failed: true };
}
