import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pino from 'pino';
import type { DbHandle } from '../src/db/connect.js';
import { claimJob, enqueueJob, findJob } from '../src/jobs/queue.js';
import { startJobWorker, type JobHandler } from '../src/jobs/worker.js';
import { engines } from './helpers/engines.js';

const log = pino({ level: 'silent' });
const quick = { pollMs: 60_000, leaseMs: 5_000, backoffMs: () => 0 };

// The durable job queue (DESIGN §8) on each engine: idempotent enqueue, progress, retries with backoff then
// failure with the reason, a lost worker's job taken over after its lease, and each job run once by
// concurrent workers.
for (const engine of engines())
  describe(`durable jobs on ${engine.name}`, () => {
    let handle: DbHandle;
    before(async () => {
      handle = await engine.open('migrated');
    });
    after(() => handle.close());

    it('enqueueing the same kind and key while it is queued returns the same job', async () => {
      const a = await enqueueJob(handle.db, 'same', { n: 1 }, { key: 'edition-1' });
      const b = await enqueueJob(handle.db, 'same', { n: 2 }, { key: 'edition-1' });
      assert.equal(a.created, true);
      assert.equal(b.created, false);
      assert.equal(b.job.id, a.job.id);
      const other = await enqueueJob(handle.db, 'same', {}, { key: 'edition-2' });
      assert.notEqual(other.job.id, a.job.id);
    });

    it('runs a job, records its progress and result, and a finished key can be queued again', async () => {
      const seen: number[] = [];
      const handler: JobHandler = async (job, ctx) => {
        for (let i = 1; i <= 3; i++) {
          await ctx.progress(i, 3);
          seen.push((await findJob(ctx.db, job.id))!.progress_done);
        }
        return { made: 3 };
      };
      const { job } = await enqueueJob(handle.db, 'progress', {}, { key: 'k' });
      const worker = startJobWorker(handle.db, { progress: handler }, quick, log);
      assert.equal(await worker.drain(), 1);
      await worker.stop();
      const done = (await findJob(handle.db, job.id))!;
      assert.deepEqual(seen, [1, 2, 3]);
      assert.equal(done.status, 'succeeded');
      assert.equal(done.progress_total, 3);
      assert.deepEqual(done.result, { made: 3 });
      assert.ok(done.finished_at);
      const again = await enqueueJob(handle.db, 'progress', {}, { key: 'k' });
      assert.equal(again.created, true);
    });

    it('retries a failing job with backoff, then fails it with the reason', async () => {
      let calls = 0;
      const delays: number[] = [];
      const { job } = await enqueueJob(handle.db, 'flaky', {}, { key: 'x', maxAttempts: 3 });
      const worker = startJobWorker(
        handle.db,
        {
          flaky: async () => {
            calls++;
            throw new Error(`render failed #${calls}`);
          },
        },
        { ...quick, backoffMs: (n) => (delays.push(n), 0) },
        log,
      );
      await worker.drain();
      await worker.stop();
      const failed = (await findJob(handle.db, job.id))!;
      assert.equal(calls, 3);
      assert.deepEqual(delays, [1, 2]);
      assert.equal(failed.status, 'failed');
      assert.equal(failed.last_error, 'render failed #3');
    });

    it('a retry waits for its backoff', async () => {
      const { job } = await enqueueJob(handle.db, 'later', {}, { key: 'y' });
      let calls = 0;
      const worker = startJobWorker(
        handle.db,
        {
          later: async () => {
            if (calls++ === 0) throw new Error('once');
          },
        },
        { ...quick, backoffMs: () => 60_000 },
        log,
      );
      await worker.drain();
      await worker.stop();
      const waiting = (await findJob(handle.db, job.id))!;
      assert.equal(waiting.status, 'queued');
      assert.ok(waiting.run_after.getTime() > Date.now() + 50_000);
    });

    it('a job whose worker died is taken over once its lease has expired, and not before', async () => {
      const { job } = await enqueueJob(handle.db, 'orphan', {}, { key: 'z' });
      // A worker claims it and dies (nothing more happens to the row).
      const claimed = await claimJob(handle.db, ['orphan'], 1_000);
      assert.equal(claimed?.id, job.id);
      assert.equal(await claimJob(handle.db, ['orphan'], 1_000), undefined, 'held by its lease');
      const later = new Date(Date.now() + 2_000);
      const taken = await claimJob(handle.db, ['orphan'], 1_000, later);
      assert.equal(taken?.id, job.id);
      assert.equal(taken?.attempts, 2);
    });

    it('concurrent workers run each job exactly once', async () => {
      const runs = new Map<number, number>();
      const handler: JobHandler = async (job) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      };
      const ids: number[] = [];
      for (let i = 0; i < 40; i++)
        ids.push((await enqueueJob(handle.db, 'many', { i }, { key: `m${i}` })).job.id);
      const workers = [1, 2, 3].map(() => startJobWorker(handle.db, { many: handler }, quick, log));
      const ran = await Promise.all(workers.map((w) => w.drain()));
      await Promise.all(workers.map((w) => w.stop()));
      assert.equal(
        ran.reduce((a, b) => a + b, 0),
        40,
      );
      assert.deepEqual(
        [...runs.keys()].sort((a, b) => a - b),
        ids,
      );
      assert.ok([...runs.values()].every((n) => n === 1));
    });
  });
