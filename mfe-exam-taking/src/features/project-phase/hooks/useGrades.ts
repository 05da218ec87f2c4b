import { useEffect, useState } from 'react';
import { fetchGrades, type PickOption } from '../api/places';

/** The project's student grades (GET grades/{slug}), loaded once `enabled`. */
export function useGrades(projectSlug: string | null, enabled: boolean): PickOption[] {
  const [grades, setGrades] = useState<PickOption[]>([]);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!enabled || loaded || !projectSlug) return;
    let active = true;
    fetchGrades(projectSlug).then(
      (list) => {
        if (!active) return;
        setGrades(list);
        setLoaded(true);
      },
      (error: unknown) => console.error('[project-phase] loading the grades failed', error),
    );
    return () => {
      active = false;
    };
  }, [projectSlug, enabled, loaded]);
  return grades;
}
