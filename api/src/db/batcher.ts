/**
 * Group commit for a hot write: requests that arrive in one turn of the event loop, or while earlier
 * batches are running, go together in the next statement. Nothing waits on a timer — under light load
 * every item runs alone within the turn it arrived in, under heavy load the statement count falls to a
 * few per turn instead of one per request.
 *
 * A batch that fails is retried item by item, so one bad item (or a deadlock between two batches) fails
 * only its own request; one that fails because the database cannot be reached fails every item at once
 * with that error (the API answers 503 and Retry-After: db/unreachable.ts).
 */
import type { Kysely } from 'kysely';
import { batchConcurrency } from './connect.js';
import { isDatabaseUnreachable } from './unreachable.js';
import type { Database } from './schema.js';

export interface BatcherOptions<I> {
  /** Batches in flight at once: 1 for an engine that runs one statement at a time (PGlite). */
  concurrency: number;
  /** Most items in one statement. */
  maxBatch: number;
  /** Items with the same key never share a batch (one statement cannot upsert a row twice); the later waits. */
  key?: (item: I) => string;
}

interface Pending<I, O> {
  item: I;
  resolve: (out: O) => void;
  reject: (err: unknown) => void;
}

export class Batcher<I, O> {
  private queue: Pending<I, O>[] = [];
  private running = 0;
  private scheduled = false;

  /** `run` gets the items of a batch and returns one outcome per item, in order. */
  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly options: BatcherOptions<I>,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Items waiting for a batch (for tests and diagnostics). */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Batches start after the I/O callbacks of this turn of the event loop: every request that arrived
   * with this one reaches its submit first. (Starting at once would run each alone on PGlite, whose
   * queries finish within microtasks, before the next request is even read.)
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.queue.length > 0) {
      const batch = this.take();
      this.running++;
      void this.execute(batch).finally(() => {
        this.running--;
        this.schedule();
      });
    }
  }

  /** The next batch: queued items in arrival order, at most one per key, at most maxBatch. */
  private take(): Pending<I, O>[] {
    const { key, maxBatch } = this.options;
    const batch: Pending<I, O>[] = [];
    const rest: Pending<I, O>[] = [];
    const keys = new Set<string>();
    for (const entry of this.queue) {
      const k = key?.(entry.item);
      if (batch.length >= maxBatch || (k !== undefined && keys.has(k))) {
        rest.push(entry);
        continue;
      }
      if (k !== undefined) keys.add(k);
      batch.push(entry);
    }
    this.queue = rest;
    return batch;
  }

  private async execute(batch: Pending<I, O>[]): Promise<void> {
    try {
      const outcomes = await this.run(batch.map((e) => e.item));
      if (outcomes.length !== batch.length)
        throw new Error(`batch returned ${outcomes.length} outcomes for ${batch.length} items`);
      batch.forEach((e, i) => e.resolve(outcomes[i] as O));
    } catch (err) {
      if (batch.length === 1 || isDatabaseUnreachable(err)) {
        for (const e of batch) e.reject(err);
        return;
      }
      await Promise.all(
        batch.map(async (e) => {
          try {
            const [out] = await this.run([e.item]);
            e.resolve(out as O);
          } catch (itemErr) {
            e.reject(itemErr);
          }
        }),
      );
    }
  }
}

/** Most items in one statement of a hot path. */
const MAX_BATCH = 200;

/** The batchers of each database, for the metrics (items waiting for a batch: api/src/features/metrics). */
const batchersOf = new WeakMap<Kysely<Database>, Set<{ readonly waiting: number }>>();

/** Items waiting for a batch in every hot statement of this database, in this process. */
export function batchItemsWaiting(db: Kysely<Database>): number {
  let waiting = 0;
  for (const batcher of batchersOf.get(db) ?? []) waiting += batcher.waiting;
  return waiting;
}

/** A hot statement of one database, batched (see Batcher): returns the function a request calls. */
export function batchedStatement<I, O>(
  db: Kysely<Database>,
  run: (items: I[]) => Promise<O[]>,
  key?: (item: I) => string,
): (item: I) => Promise<O> {
  const batcher = new Batcher(run, {
    concurrency: batchConcurrency(db),
    maxBatch: MAX_BATCH,
    ...(key ? { key } : {}),
  });
  const batchers = batchersOf.get(db) ?? new Set();
  batchersOf.set(db, batchers.add(batcher));
  return (item) => batcher.submit(item);
}
