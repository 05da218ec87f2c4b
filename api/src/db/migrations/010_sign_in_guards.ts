import { sql, type Kysely } from 'kysely';

// Sign-in guards kept in the database, so they hold across every API process sharing it (issue 12):
// - used_id_tokens: each identity-provider id_token is exchanged at most once (by its jti, or the hash
//   of the token when it has none), remembered until the token expires;
// - login_throttles: consecutive failed passwords per e-mail on the built-in provider's login form,
//   and until when that e-mail is refused (exponential backoff). Keyed by the SHA-256 of the
//   normalised e-mail, so unknown e-mails are counted alike and no typed address is stored.
const up010 = [
  `create table used_id_tokens (
    key text primary key,
    expires_at timestamptz not null
  )`,
  `create index used_id_tokens_expiry_idx on used_id_tokens (expires_at)`,
  `create table login_throttles (
    key text primary key,
    failures integer not null default 0,
    locked_until timestamptz,
    updated_at timestamptz not null default now()
  )`,
  `create index login_throttles_updated_idx on login_throttles (updated_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up010) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['login_throttles', 'used_id_tokens'])
    await sql.raw(`drop table if exists ${t}`).execute(db);
}
