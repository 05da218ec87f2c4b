import { useEffect, useState } from 'react';
import { fetchGrades, projectSlugOf } from '../../../api/lookups';

export interface GradeOption {
  id: string;
  label: string;
}

/** The project's grades (GET /grades/{project slug}); none when the project's slug is unknown. */
export function useGradeOptions(projectId: number, enabled: boolean): GradeOption[] {
  const [options, setOptions] = useState<GradeOption[]>([]);
  const slug = projectSlugOf(projectId);
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
