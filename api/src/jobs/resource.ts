import type { Resource } from '../jsonapi/serialize.js';
import type { Job } from './queue.js';

/** A job as its screen shows it: status, progress and, when it failed, the reason. */
export const jobResource = (job: Job): Resource => ({
  type: 'jobs',
  id: job.id,
  attributes: {
    kind: job.kind,
    status: job.status,
    progress_done: job.progress_done,
    progress_total: job.progress_total,
    attempts: job.attempts,
    last_error: job.status === 'failed' || job.status === 'queued' ? job.last_error : null,
    result: job.result,
    created_at: job.created_at,
    finished_at: job.finished_at,
  },
});
