import { sql, type Kysely } from 'kysely';

// Edition administration (issue 13): editions are deleted softly (deleted_at; every read leaves them
// out, their exams and certificates stay); every admin or coordinator write is recorded in a generic
// audit log (who, what, on which object, the changed fields as {field: [before, after]}); a new
// coordinator's account gets a single-use link to choose a password (only the token's hash is kept).
const up013 = [
  `alter table editions add column deleted_at timestamptz`,
  `create table audit_log (
    id serial primary key,
    edition_id integer references editions(id) on delete cascade,
    actor_id integer references users(id) on delete set null,
    action text not null,
    subject_type text not null,
    subject_id text,
    changes jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now()
  )`,
  `create index audit_log_edition_idx on audit_log (edition_id, created_at desc, id desc)`,
  `create table password_tokens (
    id serial primary key,
    local_account_id integer not null references local_accounts(id) on delete cascade,
    token_hash text not null unique,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up013) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists password_tokens').execute(db);
  await sql.raw('drop table if exists audit_log').execute(db);
  await sql.raw('alter table editions drop column if exists deleted_at').execute(db);
}
