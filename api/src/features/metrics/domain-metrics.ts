import { sql } from 'kysely';
import type { Registry } from 'prom-client';
import type { DbHandle } from '../../db/connect.js';
import { batchItemsWaiting } from '../../db/batcher.js';

type Client = typeof import('prom-client');

/**
 * What breaks first under a large exam (docs/scaling.md), read when Prometheus scrapes: the durable jobs
 * waiting and the age of the oldest, the mail outbox not yet sent, the hot statements' items waiting for a
 * batch, and the PostgreSQL pool's connections. The two counts are one cheap query each, once per scrape.
 */
export function registerDomainMetrics(client: Client, registry: Registry, dbHandle: DbHandle) {
  const { db } = dbHandle;
  const registers = [registry];

  new client.Gauge({
    name: 'olympiad_jobs_queued',
    help: 'Durable jobs due and not yet claimed (queued, run_after passed), by kind',
    labelNames: ['kind'],
    registers,
    async collect() {
      const rows = await db
        .selectFrom('jobs')
        .select(['kind', sql<number>`count(*)::int`.as('n')])
        .where('status', '=', 'queued')
        .where('run_after', '<=', sql<Date>`now()`)
        .groupBy('kind')
        .execute();
      this.reset();
      for (const row of rows) this.set({ kind: row.kind }, row.n);
    },
  });

  new client.Gauge({
    name: 'olympiad_jobs_oldest_queued_age_seconds',
    help: 'Age of the oldest due job not yet claimed (0 when none waits)',
    registers,
    async collect() {
      const row = await db
        .selectFrom('jobs')
        .select(sql<number | null>`extract(epoch from now() - min(run_after))::float8`.as('age'))
        .where('status', '=', 'queued')
        .where('run_after', '<=', sql<Date>`now()`)
        .executeTakeFirst();
      this.set(Math.max(0, row?.age ?? 0));
    },
  });

  new client.Gauge({
    name: 'olympiad_mail_outbox_pending',
    help: 'Mails in the outbox neither sent nor failed',
    registers,
    async collect() {
      const row = await db
        .selectFrom('mail_outbox')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .executeTakeFirst();
      this.set(row?.n ?? 0);
    },
  });

  new client.Gauge({
    name: 'olympiad_batch_items_waiting',
    help: 'Requests of the hot paths (answer saves, starts, session look-ups) waiting for a batch, in this process',
    registers,
    collect() {
      this.set(batchItemsWaiting(db));
    },
  });

  const pool = dbHandle.poolStats;
  if (!pool) return;
  new client.Gauge({
    name: 'olympiad_db_pool_connections',
    help: "This process's PostgreSQL connections, by state (in_use, idle) and the pool's max",
    labelNames: ['state'],
    registers,
    collect() {
      const s = pool();
      this.set({ state: 'in_use' }, s.total - s.idle);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'max' }, s.max);
    },
  });
  new client.Gauge({
    name: 'olympiad_db_pool_waiting',
    help: 'Queries of this process waiting for a free PostgreSQL connection',
    registers,
    collect() {
      this.set(pool().waiting);
    },
  });
}
