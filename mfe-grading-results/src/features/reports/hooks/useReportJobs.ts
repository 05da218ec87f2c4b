import { useQuery } from 'shared-contracts/client';
import { isJobActive, JOB_POLL_MS } from '../../generate-results';
import { fetchReportJobs } from '../api/reports';

export const reportJobsKey = (editionId: string) => ['grading', 'report-jobs', editionId] as const;

/** The caller's report jobs of the edition, read again every 1.5 s while any is queued or running. */
export function useReportJobs(editionId: string) {
  return useQuery({
    queryKey: reportJobsKey(editionId),
    queryFn: ({ signal }) => fetchReportJobs(editionId, { signal }),
    refetchInterval: (q) => ((q.state.data ?? []).some(isJobActive) ? JOB_POLL_MS : false),
  });
}
