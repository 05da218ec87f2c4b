import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { userIdOf } from './demo-ids.js';
import { sessionHeaders } from './requests.js';

export type CertificateCaller = 'coord' | 'other' | 'student' | 'admin';

/**
 * The demo student's first edition made ready for certificate tests: the demo coordinator on its staff,
 * the student's classmate subscribed as a second holder; with the session headers of its coordinator,
 * a coordinator of another edition, the student and an admin.
 */
export async function certificateEdition(db: Kysely<Database>) {
  const editionId = (
    await db
      .selectFrom('inscriptions as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select('i.edition_id')
      .where('u.email', '=', 'aluno@olimpiada.dev')
      .orderBy('i.edition_id')
      .executeTakeFirstOrThrow()
  ).edition_id;
  const coord = await userIdOf(db, 'coordenador@olimpiada.dev');
  await sql`insert into edition_coordinators (edition_id, user_id) values (${editionId}, ${coord})
            on conflict do nothing`.execute(db);
  const classmate = await userIdOf(db, 'aluna@olimpiada.dev');
  await sql`insert into inscriptions (edition_id, user_id, category, registrable_type)
            select ${editionId}, ${classmate}, 'regular', 'Student'
            where not exists (select 1 from inscriptions where edition_id = ${editionId} and user_id = ${classmate})`.execute(
    db,
  );
  const h: Record<CertificateCaller, Record<string, string>> = {
    coord: await sessionHeaders(db, coord),
    other: await sessionHeaders(db, await userIdOf(db, 'coordenador.sem@olimpiada.dev')),
    student: await sessionHeaders(db, await userIdOf(db, 'aluno@olimpiada.dev')),
    admin: await sessionHeaders(db, await userIdOf(db, 'admin@olimpiada.dev')),
  };
  return { editionId, classmate, h };
}
