import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { sessionHeaders } from '../helpers/requests.js';
import { userIdOf } from '../helpers/demo-ids.js';
import type { EdgeFixture } from './fixture.js';
import type { FieldIdentity } from './field-matrix.js';

/**
 * The callers of the field rows, each with a fresh session (the matrix's calls may have ended the
 * earlier ones): the fixture's six, a coordinator of no edition and the demo educator; and the ids the
 * rows name beyond the fixture's: `otherEdition`, the edition `coordOther` coordinates, and its first
 * exam `otherExam`.
 */
export async function fieldCallers(
  db: Kysely<Database>,
  fx: EdgeFixture,
): Promise<{ headers: Record<FieldIdentity, Record<string, string>>; ids: Record<string, number | string> }> {
  const { rows: made } = await sql<{ id: number }>`
    insert into users (name, email, provider) values ('Nora Coordenadora', 'nora@olimpiada.dev', 'local')
    returning id::int as id`.execute(db);
  const coordNone = made[0]!.id;
  await sql`insert into profiles (user_id, role) values (${coordNone}, 'coordinator')`.execute(db);
  const { rows: other } = await sql<{ edition: number; exam: number }>`
    select c.edition_id::int as edition, x.id::int as exam
    from edition_coordinators c join exams x on x.edition_id = c.edition_id
    where c.user_id = ${await userIdOf(db, 'coordenador.sem@olimpiada.dev')}
    order by x.phase, x.id limit 1`.execute(db);
  if (!other[0]) throw new Error("field callers: the other coordinator's edition has no exam");

  const edition = { edition: String(fx.ids.edition) };
  const headers = {} as Record<FieldIdentity, Record<string, string>>;
  for (const who of ['anon', 'student', 'other', 'coordOther', 'coord', 'admin'] as const)
    headers[who] = await fx.freshHeaders(who);
  headers.coordNone = { ...(await sessionHeaders(db, coordNone)), ...edition };
  headers.educator = {
    ...(await sessionHeaders(db, await userIdOf(db, 'professor@olimpiada.dev'))),
    ...edition,
  };
  return { headers, ids: { otherEdition: other[0].edition, otherExam: other[0].exam } };
}
