import { useEffect, useState } from 'react';
import { useProjectId } from 'shared-contracts';
import { fetchGrades, projectSlugOf, type GradeRecord } from '../../../api/lookups';

/** The student grades of the active project (GET /grades/{slug}?segment_ids=3,4). */
export function useGrades(): { grades: GradeRecord[]; failed: boolean } {
  const slug = projectSlugOf(useProjectId());
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
