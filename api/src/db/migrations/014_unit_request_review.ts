import { sql, type Kysely } from 'kysely';

// School-request review (spec 2 §3, §4, §7): the status is the spec's word, `accepted` (rows stored as
// 'approved' are renamed), checked by the database; a review keeps its description, who reviewed and
// when, and an accepted request the school it became.
const up013 = [
  `update unit_requests set status = 'accepted' where status = 'approved'`,
  `alter table unit_requests drop constraint if exists unit_requests_status_check`,
  `alter table unit_requests add constraint unit_requests_status_check
     check (status in ('pending', 'accepted', 'rejected'))`,
  `alter table unit_requests add column review_description text`,
  `alter table unit_requests add column reviewed_by bigint references users(id) on delete set null`,
  `alter table unit_requests add column reviewed_at timestamptz`,
  `alter table unit_requests add column school_unit_id bigint references school_units(id) on delete set null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up013) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['school_unit_id', 'reviewed_at', 'reviewed_by', 'review_description'])
    await sql.raw(`alter table unit_requests drop column if exists ${column}`).execute(db);
  await sql.raw('alter table unit_requests drop constraint if exists unit_requests_status_check').execute(db);
  await sql.raw(`update unit_requests set status = 'approved' where status = 'accepted'`).execute(db);
}
