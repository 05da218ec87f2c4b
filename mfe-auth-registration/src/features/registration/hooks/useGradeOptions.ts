import { useEffect } from 'react';
import { isAbortError, useQuery } from 'shared-contracts/client';
import { fetchGrades, STUDENT_SEGMENT_IDS, type GradeRecord } from '../../../api/lookups';

export interface GradeOption {
  id: string;
  label: string;
}

const NO_OPTIONS: GradeOption[] = [];
const toOptions = (grades: GradeRecord[]): GradeOption[] =>
  grades.map((g) => ({ id: String(g.id), label: g.name }));

/** The grades of the edition's project (GET /grades/{project slug}); none without a slug. */
export function useGradeOptions(slug: string | null | undefined, enabled: boolean): GradeOption[] {
  const query = useQuery({
    queryKey: ['grades', slug, STUDENT_SEGMENT_IDS],
    queryFn: ({ signal }) => fetchGrades(slug as string, STUDENT_SEGMENT_IDS, { signal }),
    enabled: enabled && Boolean(slug),
    select: toOptions,
  });
  const { error } = query;
  useEffect(() => {
    if (error && !isAbortError(error)) console.error('[registration] loading the grades failed', error);
  }, [error]);
  return query.data ?? NO_OPTIONS;
}
