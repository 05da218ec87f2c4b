import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ResultsPhase } from 'shared-contracts';
import { useQuery } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { anyJobActive, fetchResultsPhases, isJobActive } from '../api/results';
import { generateMessages as m } from '../messages';

/** How often the phases are read while a job is queued or running. */
export const JOB_POLL_MS = 1500;

export const resultsPhasesKey = (editionId: string) => ['grading', 'results-phases', editionId] as const;

/**
 * The edition's phases with their latest result jobs, read again every 1.5 s while any job is queued or
 * running. When a classification job that was running ends, it says how it went (spec 2 §8: "Participantes
 * classificados com sucesso!" / "Erro ao classificar os participantes!").
 */
export function useResultsPhases(editionId: string) {
  const intl = useIntl();
  const query = useQuery({
    queryKey: resultsPhasesKey(editionId),
    queryFn: ({ signal }) => fetchResultsPhases(editionId, { signal }),
    refetchInterval: (q) => (anyJobActive(q.state.data) ? JOB_POLL_MS : false),
  });
  const running = useRef(new Set<string>());
  useEffect(() => {
    for (const phase of query.data ?? []) {
      const job = phase.jobs?.['results.classification'];
      if (isJobActive(job)) running.current.add(phase.id);
      else if (running.current.delete(phase.id) && job) announceClassification(job.status);
    }
    function announceClassification(status: string) {
      if (status === 'succeeded')
        toaster.create({ type: 'success', title: intl.formatMessage(m.classified) });
      else if (status === 'failed')
        toaster.create({ type: 'error', title: intl.formatMessage(m.classifyFailed) });
    }
  }, [query.data, intl]);
  return query;
}

/** Marks the phase's job of that kind as queued at once, until the next read brings the real one. */
export function withQueuedJob(phases: ResultsPhase[] | undefined, examId: string, kind: string) {
  return phases?.map((p) =>
    p.id === examId
      ? {
          ...p,
          jobs: {
            ...p.jobs,
            [kind]: {
              kind,
              status: 'queued' as const,
              progress_done: 0,
              progress_total: null,
              attempts: 0,
              last_error: null,
              result: null,
              created_at: new Date().toISOString(),
              finished_at: null,
            },
          },
        }
      : p,
  );
}
