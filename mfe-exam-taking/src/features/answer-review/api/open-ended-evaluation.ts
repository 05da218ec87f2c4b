import { apiBaseUrl, getOne } from 'shared-contracts/client';
import { downloadApiFile } from '../../../shared/exam/api/download';

/** The grading of one open answer (results contract, issue 4 §A). */
export interface OpenEndedEvaluation {
  id: string;
  comments: string | null;
  score: number | null;
  /** The score-detail mirror (PDF), under the API: it needs the auth headers. */
  score_details_url: string | null;
  /** The text-analysis correction (PDF); null when the answer is empty. */
  text_analysis_url: string | null;
}

export type ReportKind = 'scoreDetails' | 'textAnalysis';

/** GET open_ended_evaluations/{id} (id = `<participationId>-<questionId>`). */
export function fetchOpenEndedEvaluation(id: string): Promise<OpenEndedEvaluation> {
  return getOne<OpenEndedEvaluation>(`open_ended_evaluations/${encodeURIComponent(id)}`);
}

export const reportUrlOf = (evaluation: OpenEndedEvaluation, kind: ReportKind): string | null =>
  (kind === 'scoreDetails' ? evaluation.score_details_url : evaluation.text_analysis_url) || null;

/**
 * The path of `url` relative to the API base (for the client, which adds the auth headers), or null
 * when it points elsewhere. `/api/open_ended_evaluations/9-4/score_details.pdf` with the API at
 * `/api` gives `open_ended_evaluations/9-4/score_details.pdf`.
 */
export function apiRelativePath(url: string, baseUrl = apiBaseUrl()): string | null {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const base = new URL(`${baseUrl.replace(/\/$/, '')}/`, origin);
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return null;
  return `${target.pathname.slice(base.pathname.length)}${target.search}`;
}

/**
 * Downloads a report as a blob: through the API client (with the auth headers, and the screen's
 * `locale` so the PDF is written in the participant's language) when it is an API path; anything else
 * is fetched without credentials, so they never leave for another host.
 */
export async function fetchReportBlob(url: string, locale?: string): Promise<Blob> {
  const path = apiRelativePath(url);
  if (path !== null)
    return downloadApiFile(path, {
      accept: 'application/pdf',
      ...(locale ? { searchParams: { locale } } : {}),
    });
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`report download failed: ${response.status}`);
  return response.blob();
}
