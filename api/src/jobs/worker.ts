import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { claimJob, type Job } from './queue.js';

/** What a job's handler gets besides its job row. */
export interface JobContext {
  db: Kysely<Database>;
  /** Records progress (shown on the screens) and renews the lease; false once the worker is stopping. */
  progress(done: number, total?: number): Promise<boolean>;
  log: FastifyBaseLogger;
}

/**
 * Runs one job. It must be idempotent: after a crash the job runs again from the start, so each unit of
 * work is skipped when already done (a certificate already rendered, a row already written).
 * Returns the job's result (stored as JSON).
 */
export type JobHandler = (job: Job, ctx: JobContext) => Promise<Record<string, unknown> | void>;

export interface JobWorkerOptions {
  pollMs: number;
  /** How long a claim holds without a progress call (a worker that dies releases its job after this). */
  leaseMs: number;
  /** Delay before the n-th retry (1-based); default 2^n seconds, at most 5 minutes. */
  backoffMs?: (attempt: number) => number;
}

export const defaultBackoffMs = (attempt: number) => Math.min(2 ** attempt * 1000, 5 * 60_000);

export interface JobWorker {
  /** Claims and runs due jobs until none is left; resolves with how many ran. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The worker of this process: every `pollMs` it claims due jobs of the kinds it has handlers for and runs
 * them one at a time. A failure is retried with backoff until `max_attempts`, then the job fails with the
 * reason. Any number of processes may run a worker on the same database.
 */
export function startJobWorker(
  db: Kysely<Database>,
  handlers: Record<string, JobHandler>,
  options: JobWorkerOptions,
  log: FastifyBaseLogger,
): JobWorker {
  const kinds = Object.keys(handlers);
  const backoff = options.backoffMs ?? defaultBackoffMs;
  let stopped = false;
  let running: Promise<number> | undefined;

  async function runOne(job: Job): Promise<void> {
    const handler = handlers[job.kind];
    if (!handler) return;
    if (job.attempts > job.max_attempts) {
      await finish(job, 'failed', { last_error: 'stopped: the worker running it was lost too many times' });
      return;
    }
    const ctx: JobContext = {
      db,
      log,
      progress: async (done, total) => {
        await db
          .updateTable('jobs')
          .set({
            progress_done: done,
            ...(total === undefined ? {} : { progress_total: total }),
            locked_until: new Date(Date.now() + options.leaseMs),
            updated_at: new Date(),
          })
          .where('id', '=', job.id)
          .where('status', '=', 'running')
          .execute();
        return !stopped;
      },
    };
    try {
      const result = await handler(job, ctx);
      await finish(job, 'succeeded', { result: JSON.stringify(result ?? {}), last_error: null });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: reason }, 'job failed');
      if (job.attempts >= job.max_attempts) await finish(job, 'failed', { last_error: reason });
      else
        await db
          .updateTable('jobs')
          .set({
            status: 'queued',
            locked_until: null,
            last_error: reason,
            run_after: new Date(Date.now() + backoff(job.attempts)),
            updated_at: new Date(),
          })
          .where('id', '=', job.id)
          .execute();
    }
  }

  async function finish(
    job: Job,
    status: 'succeeded' | 'failed',
    fields: { result?: string; last_error: string | null },
  ): Promise<void> {
    const now = new Date();
    await db
      .updateTable('jobs')
      .set({ status, locked_until: null, finished_at: now, updated_at: now, ...fields })
      .where('id', '=', job.id)
      .execute();
  }

  async function drain(): Promise<number> {
    let ran = 0;
    while (!stopped) {
      const job = await claimJob(db, kinds, options.leaseMs);
      if (!job) break;
      await runOne(job);
      ran++;
    }
    return ran;
  }

  const tick = () => {
    if (stopped || running) return;
    running = drain()
      .catch((error: unknown) => {
        log.error({ err: error }, 'job worker round failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.pollMs);
  timer.unref();

  return {
    async drain() {
      while (running) await running;
      return drain();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
