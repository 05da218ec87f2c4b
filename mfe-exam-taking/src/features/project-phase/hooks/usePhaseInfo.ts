import { useEffect } from 'react';
import { isAbortError, isNotFoundError, useQuery } from 'shared-contracts/client';
import { fetchPhaseInfo } from '../api/phase-info';
import type { ProjectPhaseInfo } from '../types';

export type PhaseInfoState =
  | { status: 'loading' }
  /** Not a project phase (or the edition cannot say): the exam is taken as usual. */
  | { status: 'regular' }
  | { status: 'project'; info: ProjectPhaseInfo }
  | { status: 'error' };

export interface PhaseInfo {
  state: PhaseInfoState;
  retry: () => void;
}

/**
 * Whether the exam's phase is a project phase (GET edition/{id}?include=phases, spec 3 §2.4): any of
 * pre_project, in_group, final_project among its categories. An edition the API does not know (404)
 * leaves the exam as a regular one; other failures can be retried.
 */
export function usePhaseInfo(editionId: string, examPhase: number): PhaseInfo {
  const query = useQuery({
    queryKey: ['projectPhase', 'phaseInfo', editionId, examPhase],
    queryFn: ({ signal }) => fetchPhaseInfo(editionId, examPhase, { signal }),
  });
  const failed = query.isError && !isNotFoundError(query.error);
  useEffect(() => {
    if (failed && !isAbortError(query.error))
      console.error('[project-phase] loading the phase failed', query.error);
  }, [failed, query.error]);
  const { refetch } = query;
  let state: PhaseInfoState = { status: 'loading' };
  if (query.isSuccess)
    state = query.data.categories.length ? { status: 'project', info: query.data } : { status: 'regular' };
  else if (query.isError && !query.isFetching) state = failed ? { status: 'error' } : { status: 'regular' };
  return { state, retry: () => void refetch() };
}
