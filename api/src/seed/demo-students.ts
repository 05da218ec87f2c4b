import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, InscriptionsTable, UsersTable } from '../db/schema.js';

/**
 * A demo student subscribed to an edition: the user with `user.email`, created with a student
 * profile when there is none, and their inscription (as a student) in `inscription.edition_id`.
 * Returns the user's id.
 */
export async function seedStudent(
  db: Kysely<Database> | Transaction<Database>,
  user: Insertable<UsersTable> & { email: string },
  inscription: Omit<Insertable<InscriptionsTable>, 'user_id' | 'registrable_type'>,
): Promise<number> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', user.email)
    .executeTakeFirst();
  const userId =
    existing?.id ?? (await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow()).id;
  if (!existing) await db.insertInto('profiles').values({ user_id: userId, role: 'student' }).execute();
  await db
    .insertInto('inscriptions')
    .values({ ...inscription, user_id: userId, registrable_type: 'Core::Student' })
    .execute();
  return userId;
}
