import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from 'shared-contracts/client';
import { editionQueryKeys } from '../../../shared/api/editions';
import { fetchCertificateJob, isJobActive } from '../api/certificate-job';

/** How often a running job's progress is read. */
export const JOB_POLL_MS = 1500;

export const certificateJobKey = (editionId: string) => ['editions', 'certificate-job', editionId] as const;

/**
 * The edition's certificate job, read again every 1.5 s while it is queued or running; once it
 * finishes, the edition is read again (its certificate availability changed).
 */
export function useCertificateJob(editionId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: certificateJobKey(editionId),
    queryFn: ({ signal }) => fetchCertificateJob(editionId, { signal }),
    refetchInterval: (q) => (isJobActive(q.state.data) ? JOB_POLL_MS : false),
  });
  const wasActive = useRef(false);
  const active = isJobActive(query.data);
  useEffect(() => {
    if (wasActive.current && !active)
      void queryClient.invalidateQueries({ queryKey: [...editionQueryKeys.detail, editionId] });
    wasActive.current = active;
  }, [active, editionId, queryClient]);
  return query;
}
