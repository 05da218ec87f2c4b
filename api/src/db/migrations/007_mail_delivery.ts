import { sql, type Kysely } from 'kysely';

// SMTP delivery of the outbox: when a row may be tried next (retries back off), so that several API
// processes can share the outbox without sending a mail twice (rows are claimed with SKIP LOCKED).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('alter table mail_outbox add column next_attempt_at timestamptz not null default now()')
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table mail_outbox drop column if exists next_attempt_at').execute(db);
}
