import { sql, type Kysely } from 'kysely';

// The built-in identity provider's short-lived records (interactions, sessions, codes, grants),
// kept in the database so any API process behind a load balancer can continue a sign-in.
const up002 = [
  `create table oidc_payloads (
    model text not null,
    id text not null,
    payload jsonb not null,
    grant_id text,
    uid text,
    user_code text,
    consumed_at timestamptz,
    expires_at timestamptz,
    primary key (model, id)
  )`,
  `create index oidc_payloads_grant_idx on oidc_payloads (grant_id)`,
  `create index oidc_payloads_uid_idx on oidc_payloads (uid)`,
  `create index oidc_payloads_expiry_idx on oidc_payloads (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up002) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists oidc_payloads').execute(db);
}
