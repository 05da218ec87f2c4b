import { sql, type Kysely } from 'kysely';

// Durable background jobs (DESIGN §8): the queue lives in the database, so a queued or half-done job
// survives a restart or a crash, and several API processes claim each job once (FOR UPDATE SKIP LOCKED).
// `key` makes a job idempotent: while a job of the same kind and key is queued or running, enqueueing it
// again returns that job. A claimed job holds a lease (locked_until); a worker that dies lets it expire and
// another claims the job again.
const up011 = [
  `create table jobs (
    id serial primary key,
    kind text not null,
    key text not null,
    edition_id integer references editions(id) on delete cascade,
    payload jsonb not null default '{}'::jsonb,
    status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed')),
    attempts integer not null default 0,
    max_attempts integer not null default 5,
    run_after timestamptz not null default now(),
    locked_until timestamptz,
    progress_done integer not null default 0,
    progress_total integer,
    last_error text,
    result jsonb,
    created_by integer references users(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    finished_at timestamptz
  )`,
  `create unique index jobs_active_key_idx on jobs (kind, key) where status in ('queued', 'running')`,
  `create index jobs_claim_idx on jobs (run_after) where status in ('queued', 'running')`,
  `create index jobs_edition_idx on jobs (edition_id, kind, created_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up011) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists jobs').execute(db);
}
