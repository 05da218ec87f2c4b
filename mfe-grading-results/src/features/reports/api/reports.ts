import type { ReportFormat, ReportJob } from 'shared-contracts';
import { getPage, sendJson } from 'shared-contracts/client';

/** The reports screen's calls (spec 2 §7 "Results and reports"; shared-contracts grading-wire). */

const enc = encodeURIComponent;

/** POST editions/{id}/inscriptions_report { format, school_unit_id? }: general, or one school's. */
export async function requestInscriptionsReport(
  editionId: string,
  body: { format: ReportFormat; school_unit_id?: string },
): Promise<void> {
  await sendJson('post', `editions/${enc(editionId)}/inscriptions_report`, body);
}

export type RequestedReport = ReportJob & { id: string };

/** GET report_jobs?filter[edition_id]: the caller's report jobs of the edition, newest first. */
export async function fetchReportJobs(
  editionId: string,
  options: { signal?: AbortSignal } = {},
): Promise<RequestedReport[]> {
  const page = await getPage<RequestedReport>(
    'report_jobs',
    { filter: { edition_id: editionId } },
    { signal: options.signal },
  );
  return page.items;
}
