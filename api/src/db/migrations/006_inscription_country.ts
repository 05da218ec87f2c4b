import { sql, type Kysely } from 'kysely';

// The address country a student chose among the edition's countries (its address_country_id), so that
// editing the registration starts from it and the rules of that country apply.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table inscriptions add column address_country_id integer').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table inscriptions drop column if exists address_country_id').execute(db);
}
