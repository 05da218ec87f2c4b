import { deserialize, deserializeOne, type JsonApiDocument } from 'shared-contracts';
import { api, sendJson } from 'shared-contracts/client';

/** What "Gerenciar dados" saves to cloud storage. */
export type StorageTarget = 'certificates' | 'editionData';

/** The job kind the API gives each target (GET editions/{id}/storage_jobs). */
export const JOB_KIND: Record<StorageTarget, string> = {
  certificates: 'storage.certificates',
  editionData: 'storage.edition_data',
};

/** The call that queues each target's job (spec 2 §7 PUT save_all_certificates; PUT save_edition_data). */
const SAVE_PATH: Record<StorageTarget, string> = {
  certificates: 'save_all_certificates',
  editionData: 'save_edition_data',
};

export interface StorageJob {
  id: string;
  kind: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  progress_done: number;
  progress_total: number | null;
  last_error: string | null;
  finished_at: string | null;
}

export const isStorageJobActive = (job: StorageJob | null | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/** The edition's latest storage job of each kind (none when nothing was ever saved). */
export async function fetchStorageJobs(
  editionId: string,
  options: { signal?: AbortSignal } = {},
): Promise<StorageJob[]> {
  const doc = await api()
    .get(`editions/${encodeURIComponent(editionId)}/storage_jobs`, { signal: options.signal })
    .json<JsonApiDocument>();
  const jobs = deserialize<StorageJob>(doc);
  return Array.isArray(jobs) ? jobs : jobs ? [jobs] : [];
}

/** Queues the target's job; the answer carries the job and the server's message. */
export async function queueSave(
  editionId: string,
  target: StorageTarget,
): Promise<{ job: StorageJob; message: string }> {
  const doc = await sendJson<JsonApiDocument & { meta?: { message?: string } }>('put', SAVE_PATH[target], {
    id: editionId,
  });
  return { job: deserializeOne<StorageJob>(doc), message: doc.meta?.message ?? '' };
}
