import { useEffect } from 'react';
import { isAbortError, useQuery } from 'shared-contracts/client';
import { fetchGrades, type PickOption } from '../api/places';

const NONE: PickOption[] = [];

/** The project's student grades (GET grades/{slug}), loaded once `enabled`. */
export function useGrades(projectSlug: string | null, enabled: boolean): PickOption[] {
  const query = useQuery({
    queryKey: ['projectPhase', 'grades', projectSlug],
    queryFn: () => fetchGrades(projectSlug as string),
    enabled: enabled && Boolean(projectSlug),
    // The grades of a project do not change while the screen is open.
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.error && !isAbortError(query.error))
      console.error('[project-phase] loading the grades failed', query.error);
  }, [query.error]);
  return query.data ?? NONE;
}
