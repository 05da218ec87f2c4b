import { useEffect, useState } from 'react';
import { fetchGrades } from '../../../api/lookups';

export interface GradeOption {
  id: string;
  label: string;
}

/** The grades of the edition's project (GET /grades/{project slug}); none without a slug. */
export function useGradeOptions(slug: string | null | undefined, enabled: boolean): GradeOption[] {
  const [options, setOptions] = useState<GradeOption[]>([]);
  useEffect(() => {
    if (!enabled || !slug) return;
    let active = true;
    fetchGrades(slug).then(
      (grades) => {
        if (active) setOptions(grades.map((g) => ({ id: String(g.id), label: g.name })));
      },
      (error: unknown) => console.error('[registration] loading the grades failed', error),
    );
    return () => {
      active = false;
    };
  }, [slug, enabled]);
  return options;
}
