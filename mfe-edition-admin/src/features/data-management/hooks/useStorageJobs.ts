import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import {
  fetchStorageJobs,
  isStorageJobActive,
  JOB_KIND,
  type StorageJob,
  type StorageTarget,
} from '../api/storage-jobs';
import { dataMessages as m } from '../messages';

/** How often a running job's progress is read. */
export const STORAGE_POLL_MS = 1500;

export const storageJobsKey = (editionId: string) => ['editions', 'storage-jobs', editionId] as const;

const TARGETS: StorageTarget[] = ['certificates', 'editionData'];
const DONE = { certificates: m.certificatesSaved, editionData: m.editionDataSaved } as const;
const FAILED = { certificates: m.certificatesFailed, editionData: m.editionDataFailed } as const;

/**
 * The edition's storage jobs, read again every 1.5 s while one is queued or running. A job seen running
 * that ends gets its toast: "Certificados salvos na AWS!" (or the edition data's), else "Erro ao salvar
 * certificados na AWS." with the reason.
 */
export function useStorageJobs(editionId: string) {
  const intl = useIntl();
  const query = useQuery({
    queryKey: storageJobsKey(editionId),
    queryFn: ({ signal }) => fetchStorageJobs(editionId, { signal }),
    refetchInterval: (q) => (q.state.data?.some(isStorageJobActive) ? STORAGE_POLL_MS : false),
  });
  const jobs = query.data ?? [];
  const byTarget = Object.fromEntries(
    TARGETS.map((t) => [t, jobs.find((j) => j.kind === JOB_KIND[t]) ?? null]),
  ) as Record<StorageTarget, StorageJob | null>;

  // The job id each target was last seen active with; its end is announced once.
  const watching = useRef<Partial<Record<StorageTarget, string>>>({});
  useEffect(() => {
    for (const target of TARGETS) {
      const job = byTarget[target];
      if (!job) continue;
      if (isStorageJobActive(job)) watching.current[target] = job.id;
      else if (watching.current[target] === job.id) {
        delete watching.current[target];
        const toast =
          job.status === 'succeeded'
            ? { type: 'success', title: intl.formatMessage(DONE[target]) }
            : {
                type: 'error',
                title: intl.formatMessage(FAILED[target]),
                description: job.last_error ?? undefined,
              };
        // After this render (the toaster flushes synchronously, which React refuses inside an effect).
        queueMicrotask(() => toaster.create(toast));
      }
    }
  });
  return { query, byTarget };
}
