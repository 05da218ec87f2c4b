import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Job } from '../../jobs/queue.js';
import { jobResource } from '../../jobs/resource.js';
import type { Resource } from '../../jsonapi/serialize.js';
import { RESULT_JOB_KINDS, type ResultsPhase } from '../../shared-rules.js';
import { examStatus } from '../exams/resource.js';
import { examCounts } from '../exams/staff-exam-resource.js';
import { examIdOfKey } from './jobs.js';
import { filePhaseNumbers } from './phase.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The latest job of each result kind of each exam of the edition (jobs.key names the exam). */
async function latestResultJobs(db: Kysely<Database>, editionId: number): Promise<Map<number, Job[]>> {
  const { rows } = await sql<Job>`
    select distinct on (kind, key) *
      from jobs
     where edition_id = ${editionId} and kind in (${sql.join([...RESULT_JOB_KINDS])})
     order by kind, key, created_at desc, id desc`.execute(db);
  const out = new Map<number, Job[]>();
  for (const job of rows) {
    const examId = examIdOfKey(job.key);
    if (examId === null) continue;
    out.set(examId, [...(out.get(examId) ?? []), job]);
  }
  return out;
}

/**
 * The edition's exams as the "Gerar Resultados" screen reads them (ResultsPhaseSchema), by phase: their
 * status, kind, whether a file phase, the availability instants, the counts and the latest job of each
 * result kind. `examId`: that exam only.
 */
export async function resultsPhases(
  db: Kysely<Database>,
  editionId: number,
  now: Date,
  examId?: number,
): Promise<Resource[]> {
  let query = db.selectFrom('exams').selectAll().where('edition_id', '=', editionId);
  if (examId !== undefined) query = query.where('id', '=', examId);
  const exams = await query.orderBy('phase').orderBy('id').execute();
  const [counts, filePhases, jobs] = await Promise.all([
    examCounts(
      db,
      exams.map((e) => e.id),
    ),
    filePhaseNumbers(db, editionId),
    latestResultJobs(db, editionId),
  ]);
  return exams.map((e) => {
    const latest = jobs.get(e.id) ?? [];
    const attributes: Omit<ResultsPhase, 'id'> = {
      phase: e.phase,
      description: e.description,
      kind: e.kind,
      status: examStatus(e, now),
      file_phase: filePhases.has(e.phase),
      start_date: iso(e.start_date),
      end_date: iso(e.end_date),
      result_available_at: iso(e.result_available_at),
      classification_available_at: iso(e.classification_available_at),
      ranking_computed_at: iso(e.ranking_computed_at),
      ranking_available_at: iso(e.ranking_available_at),
      total_participations: counts.get(e.id)?.participations ?? 0,
      total_rankeds: counts.get(e.id)?.rankeds ?? 0,
      jobs: Object.fromEntries(
        RESULT_JOB_KINDS.map((kind) => {
          const job = latest.find((j) => j.kind === kind);
          return [kind, job ? (jobResource(job).attributes as ResultsPhase['jobs'][string]) : null];
        }),
      ),
    };
    return { type: 'results_phases', id: e.id, attributes };
  });
}
