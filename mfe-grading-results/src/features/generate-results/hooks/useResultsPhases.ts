import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { JobAttributes, ResultsPhase } from 'shared-contracts';
import { useQuery } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { anyJobActive, fetchResultsPhases, isJobActive } from '../api/results';
import { generateMessages as m } from '../messages';

/** How often the phases are read while a job is queued or running. */
export const JOB_POLL_MS = 1500;

export const resultsPhasesKey = (editionId: string) => ['grading', 'results-phases', editionId] as const;

/**
 * The edition's phases with their latest result jobs, read again every 1.5 s while any job is queued or
 * running. When a classification job seen queued or running (or new since the last read) ends, it says how it went (spec 2 §8: "Participantes
 * classificados com sucesso!" / "Erro ao classificar os participantes!").
 */
export function useResultsPhases(editionId: string) {
  const intl = useIntl();
  const query = useQuery({
    queryKey: resultsPhasesKey(editionId),
    queryFn: ({ signal }) => fetchResultsPhases(editionId, { signal }),
    refetchInterval: (q) => (anyJobActive(q.state.data) ? JOB_POLL_MS : false),
  });
  // The classification job each phase had at the last read (null: none); empty until the first read.
  const seen = useRef<Map<string, JobAttributes | null> | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const before = seen.current;
    seen.current = new Map(query.data.map((p) => [p.id, p.jobs?.['results.classification'] ?? null]));
    if (!before) return;
    for (const [id, job] of seen.current) {
      const previous = before.get(id);
      if (!job || previous === undefined || isJobActive(job)) continue;
      const ended = previous === null || previous.created_at !== job.created_at || isJobActive(previous);
      if (!ended) continue;
      const success = job.status === 'succeeded';
      // The toaster renders synchronously: outside React's commit.
      queueMicrotask(() =>
        toaster.create({
          type: success ? 'success' : 'error',
          title: intl.formatMessage(success ? m.classified : m.classifyFailed),
        }),
      );
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
