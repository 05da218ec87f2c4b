import type { Country, JobAttributes, ReportFormat, ResultJobKind, ResultsPhase } from 'shared-contracts';
import { getOne, getPage, sendJson } from 'shared-contracts/client';

/**
 * The generate-results calls (spec 2 §7 "Results and reports"; shared-contracts grading-wire): the phases of
 * an edition with their availability instants and latest jobs, the three result jobs, the ranking's
 * publication and the two exam reports.
 */

const enc = encodeURIComponent;

/** GET editions/{id}/results: one entry per phase (exam). */
export async function fetchResultsPhases(
  editionId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResultsPhase[]> {
  const page = await getPage<ResultsPhase>(
    `editions/${enc(editionId)}/results`,
    {},
    { signal: options.signal },
  );
  return [...page.items].sort((a, b) => a.phase - b.phase);
}

/** The edition as these screens need it: its time zone and its countries (for the state lookup). */
export interface EditionBasics {
  id: string;
  description: string;
  time_zone: string | { name: string } | null;
  countries?: Pick<Country, 'id' | 'address_country_id'>[];
}

/** GET edition/{id} with its time zone and countries. */
export function fetchEditionBasics(
  editionId: string,
  options: { signal?: AbortSignal } = {},
): Promise<EditionBasics> {
  return getOne<EditionBasics>(
    `edition/${enc(editionId)}`,
    { include: ['time_zone', 'countries'] },
    { signal: options.signal },
  );
}

export const zoneOf = (edition: EditionBasics | undefined): string | null => {
  const zone = edition?.time_zone;
  if (!zone) return null;
  return typeof zone === 'string' ? zone : zone.name;
};

/** The paths that queue each result job (PUT {id}). */
export const RESULT_JOB_PATHS: Record<ResultJobKind, string> = {
  'results.answer_key': 'generate-results',
  'results.classification': 'classifieds-participation',
  'results.ranking': 'positions-participation',
};

/** PUT generate-results | classifieds-participation | positions-participation { id }: 202 with the job. */
export async function queueResultJob(kind: ResultJobKind, examId: string): Promise<void> {
  await sendJson('put', RESULT_JOB_PATHS[kind], { id: examId });
}

/** PUT exams/{id}/ranking_publication { available_at }: null withdraws the publication. */
export async function publishRanking(examId: string, availableAt: string | null): Promise<void> {
  await sendJson('put', `exams/${enc(examId)}/ranking_publication`, { available_at: availableAt });
}

export type ExamReport = 'results' | 'ranking';

/** POST exams/{id}/results_report | ranking_report { format }: the report goes to the caller's e-mail. */
export async function requestExamReport(examId: string, report: ExamReport, format: ReportFormat) {
  await sendJson('post', `exams/${enc(examId)}/${report}_report`, { format });
}

export const isJobActive = (job: Pick<JobAttributes, 'status'> | null | undefined): boolean =>
  job?.status === 'queued' || job?.status === 'running';

export const anyJobActive = (phases: ResultsPhase[] | undefined): boolean =>
  (phases ?? []).some((p) => Object.values(p.jobs ?? {}).some(isJobActive));
