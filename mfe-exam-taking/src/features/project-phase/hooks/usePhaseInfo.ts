import { useCallback, useEffect, useState } from 'react';
import { callFailureOf } from '../../../shared/exam/api/exam-errors';
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
  const [state, setState] = useState<PhaseInfoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPhaseInfo(editionId, examPhase, { signal: controller.signal }).then(
      (info) => {
        if (controller.signal.aborted) return;
        setState(info.categories.length ? { status: 'project', info } : { status: 'regular' });
      },
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = await callFailureOf(error);
        if (failure.kind === 'notFound') setState({ status: 'regular' });
        else {
          console.error('[project-phase] loading the phase failed', error);
          setState({ status: 'error' });
        }
      },
    );
    return () => controller.abort();
  }, [editionId, examPhase, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
