import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JobsTable } from '../db/schema.js';

export type Job = Selectable<JobsTable>;

export interface EnqueueOptions {
  /** Idempotency key: while a job of this kind and key is queued or running, that job is returned. */
  key: string;
  editionId?: number | null;
  createdBy?: number | null;
  maxAttempts?: number;
  /** Not before this instant (default now). */
  runAfter?: Date;
}

/**
 * Queues a job, or returns the queued or running job of the same kind and key (a second click, a retried
 * request, two processes: one job). Returns the job and whether it was created now.
 */
export async function enqueueJob(
  db: Kysely<Database>,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions,
): Promise<{ job: Job; created: boolean }> {
  const inserted = await db
    .insertInto('jobs')
    .values({
      kind,
      key: options.key,
      edition_id: options.editionId ?? null,
      payload: JSON.stringify(payload),
      max_attempts: options.maxAttempts,
      run_after: options.runAfter,
      created_by: options.createdBy ?? null,
    })
    .onConflict((oc) => oc.columns(['kind', 'key']).where('status', 'in', ['queued', 'running']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { job: inserted, created: true };
  const active = await db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', kind)
    .where('key', '=', options.key)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (active) return { job: active, created: false };
  // It finished between the two statements: queue it again.
  return enqueueJob(db, kind, payload, options);
}

export const findJob = (db: Kysely<Database>, id: number) =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

/** The newest job of a kind for an edition (what its screen shows the progress of). */
export const latestEditionJob = (db: Kysely<Database>, editionId: number, kind: string) =>
  db
    .selectFrom('jobs')
    .selectAll()
    .where('edition_id', '=', editionId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * Claims the next due job for one of `kinds` under a lease: a queued job, or a running one whose lease
 * expired (its worker died). SKIP LOCKED: concurrent claimers never take the same row. Times are the
 * database's (`now` only in tests), so every process agrees on what is due whatever its own clock.
 */
export async function claimJob(
  db: Kysely<Database>,
  kinds: readonly string[],
  leaseMs: number,
  now?: Date,
): Promise<Job | undefined> {
  if (!kinds.length) return undefined;
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const { rows } = await sql<Job>`
    update jobs
    set status = 'running', attempts = attempts + 1,
        locked_until = ${at} + make_interval(secs => ${leaseMs / 1000}), updated_at = ${at}
    where id = (
      select id from jobs
      where kind in (${sql.join(kinds)})
        and run_after <= ${at}
        and (status = 'queued' or (status = 'running' and locked_until < ${at}))
      order by run_after, id
      for update skip locked
      limit 1
    )
    returning *`.execute(db);
  return rows[0];
}
