import type { JobAttributes, ResultsPhase } from 'shared-contracts';
import { stubFetch, type StubbedFetch } from 'shared-contracts/testing';

/** A phase of GET editions/{id}/results, expired online with nothing generated unless overridden. */
export function phase(id: string, over: Partial<ResultsPhase> = {}): ResultsPhase {
  return {
    id,
    phase: Number(id),
    description: `Prova ${id}`,
    kind: 'online',
    status: 'expired',
    file_phase: false,
    start_date: '2026-09-01T12:00:00Z',
    end_date: '2026-09-01T15:00:00Z',
    result_available_at: null,
    classification_available_at: null,
    ranking_computed_at: null,
    ranking_available_at: null,
    total_participations: 120,
    total_rankeds: 0,
    jobs: {},
    ...over,
  };
}

export function job(kind: string, over: Partial<JobAttributes> = {}): JobAttributes {
  return {
    kind,
    status: 'queued',
    progress_done: 0,
    progress_total: null,
    attempts: 0,
    last_error: null,
    result: null,
    created_at: '2026-09-02T12:00:00Z',
    finished_at: null,
    ...over,
  };
}

const phasesDoc = (phases: ResultsPhase[]) => ({
  data: phases.map(({ id, ...attributes }) => ({ type: 'results_phases', id, attributes })),
  meta: { total_count: phases.length },
});

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The API of the results screens: the edition (São Paulo), its phases (each read answers the next of
 * `reads`, then the last one again), and the writes answered by `write` (202 unless it says otherwise).
 */
export function resultsServer({
  reads,
  write = () => ({ status: 202, body: { data: null } }),
  reportJobs = [() => []],
  lookup = () => undefined,
}: {
  reads: (() => ResultsPhase[])[];
  write?: (sent: Sent) => { status?: number; body?: unknown } | undefined;
  reportJobs?: (() => unknown[])[];
  /** Other reads (states, cities, schools): a JSON:API body, or undefined for 404. */
  lookup?: (path: string, url: URL) => unknown;
}): StubbedFetch & { sent: Sent[]; phaseReads: () => number } {
  const sent: Sent[] = [];
  let phaseReads = 0;
  let jobReads = 0;
  const server = stubFetch((url, init) => {
    const path = url.pathname.replace(/^\/api\//, '');
    if (init.method !== 'GET') {
      const entry = { method: init.method, path, body: init.body ? JSON.parse(init.body) : undefined };
      sent.push(entry);
      return write(entry) ?? { status: 202, body: { data: null } };
    }
    if (path === 'edition/1')
      return {
        body: {
          data: {
            type: 'editions',
            id: '1',
            attributes: { description: 'OBMEP 2026', time_zone: 'America/Sao_Paulo' },
            relationships: { countries: { data: [{ type: 'countries', id: '9' }] } },
          },
          included: [{ type: 'countries', id: '9', attributes: { address_country_id: 1 } }],
        },
      };
    if (path === 'editions/1/results') {
      const read = reads[Math.min(phaseReads, reads.length - 1)]!;
      phaseReads += 1;
      return { body: phasesDoc(read()) };
    }
    if (path === 'report_jobs') {
      const read = reportJobs[Math.min(jobReads, reportJobs.length - 1)]!;
      jobReads += 1;
      const jobs = read() as { id: string }[];
      return {
        body: { data: jobs.map(({ id, ...attributes }) => ({ type: 'jobs', id, attributes })) },
      };
    }
    const found = lookup(path, url);
    if (found !== undefined) return { body: found };
    return { status: 404, body: { errors: [{ status: '404', title: 'not found' }] } };
  });
  return { ...server, sent, phaseReads: () => phaseReads };
}
