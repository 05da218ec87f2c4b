import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { sessionHeaders } from '../helpers/requests.js';
import type { AuthHeaders } from '../helpers/sign-in.js';
import { userIdOf } from '../helpers/demo-ids.js';
import { PrivateFileStore, privateFilesDir } from '../../src/files/private-store.js';

/** The six callers every route is tried as (issue 12): nobody, two students, two coordinators, an admin. */
export const IDENTITIES = ['anon', 'student', 'other', 'coordOther', 'coord', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number];

/** The demo objects the routes are called on: all of them the first student's, in his edition. */
export interface EdgeFixture {
  ids: Record<string, number | string>;
  headers: Record<Identity, Record<string, string>>;
  /** A fresh session of the identity (for the calls that end the session they are made with). */
  freshHeaders(identity: Identity): Promise<Record<string, string>>;
}

const one = async <T>(q: { execute(db: Kysely<Database>): Promise<{ rows: T[] }> }, db: Kysely<Database>) => {
  const { rows } = await q.execute(db);
  if (!rows[0]) throw new Error('fixture: the demo data lacks a row the matrix needs');
  return rows[0];
};

/**
 * The student is the demo's aluno; `other` a student with no rights on his objects; `coord` the
 * coordinator of his edition; `coordOther` a coordinator of another edition only.
 */
export async function edgeFixture(db: Kysely<Database>, filesDir: string): Promise<EdgeFixture> {
  const users = {
    student: await userIdOf(db, 'aluno@olimpiada.dev'),
    other: await userIdOf(db, 'aluna@olimpiada.dev'),
    coordOther: await userIdOf(db, 'coordenador.sem@olimpiada.dev'),
    coord: await userIdOf(db, 'coordenador@olimpiada.dev'),
    admin: await userIdOf(db, 'admin@olimpiada.dev'),
  };
  const mine = await one<{ participation: number; exam: number; edition: number; phase: number }>(
    sql`select p.id::int as participation, p.exam_id::int as exam, e.edition_id::int as edition,
               e.phase::int as phase
        from participations p join exams e on e.id = p.exam_id
        where p.user_id = ${users.student} order by e.phase, p.id limit 1`,
    db,
  );
  const otherEdition = await one<{ id: number }>(
    sql`select id::int as id from editions where id <> ${mine.edition} order by id limit 1`,
    db,
  );
  await sql`insert into edition_coordinators (edition_id, user_id)
            values (${otherEdition.id}, ${users.coordOther})`.execute(db);
  const question = await one<{ id: number }>(
    sql`select q.id::int as id from questions q join answers a on a.question_id = q.id
        where a.participation_id = ${mine.participation} order by q.id limit 1`,
    db,
  );
  const inscription = await one<{ id: number }>(
    sql`select id::int as id from inscriptions where user_id = ${users.student}
        and edition_id = ${mine.edition} limit 1`,
    db,
  );
  const team = await one<{ team: number; member: number; exam: number }>(
    sql`select t.id::int as team, m.id::int as member, t.exam_id::int as exam
        from teams t join memberships m on m.team_id = t.id
        where m.role <> 'leader' order by m.id limit 1`,
    db,
  );
  // The coordinator coordinates the editions of the student's objects (his exam's, his team's).
  await sql`insert into edition_coordinators (edition_id, user_id)
            select e.edition_id, ${users.coord} from exams e where e.id = ${team.exam}
            and not exists (select 1 from edition_coordinators c
                            where c.edition_id = e.edition_id and c.user_id = ${users.coord})`.execute(db);
  const file = await one<{ id: number; key: string }>(
    sql`select id::int as id, files->0->>'key' as key from participation_files
        where jsonb_array_length(files) > 0 order by id limit 1`,
    db,
  );
  // The demo upload's bytes, in this test's own file store (the demo loader writes them only on start).
  await new PrivateFileStore(privateFilesDir(filesDir)).put(file.key, Buffer.from('%PDF-1.7\n%%EOF\n'));
  const inactive = await one<{ id: number }>(
    sql`select id::int as id from editions where id not in (${mine.edition}, ${otherEdition.id})
        and not exists (select 1 from exams where exams.edition_id = editions.id)
        order by id desc limit 1`,
    db,
  );
  const recommendation = await one<{ id: number }>(
    sql`insert into teacher_recommendations (participation_id, teacher_name, teacher_email, source)
        values (${mine.participation}, 'Marcos Lima', 'marcos@escola.br', 'web') returning id::int as id`,
    db,
  );

  // A coordinator the admin may take away (DELETE coordinators/{id}), and an entry of the edition's log.
  const spareCoordinator = await one<{ id: number }>(
    sql`insert into users (name, email, provider) values ('Cora Coordenadora', 'cora@olimpiada.dev', 'local')
        returning id::int as id`,
    db,
  );
  await sql`insert into profiles (user_id, role) values (${spareCoordinator.id}, 'coordinator')`.execute(db);
  await sql`insert into audit_log (edition_id, actor_id, action, subject_type, subject_id, changes)
            values (${mine.edition}, ${users.admin}, 'edition.updated', 'editions', ${String(mine.edition)},
                    '{"description":["OBIA","OBIA 2026"]}'::jsonb)`.execute(db);
  // Pending school requests of the student's edition (his coordinator reviews them): one each to approve,
  // reject and edit, so that no call depends on another's having run.
  const place = await one<{ city: number; state: number }>(
    sql`select id::int as city, state_id::int as state from cities order by id limit 1`,
    db,
  );
  const schoolRequest = async (name: string, inep: string) =>
    (
      await one<{ id: number }>(
        sql`insert into unit_requests (name, inep_code, address_state_id, address_city_id,
              administration_type, edition_id, requested_by)
            values (${name}, ${inep}, ${place.state}, ${place.city}, 'state', ${mine.edition}, ${users.student})
            returning id::int as id`,
        db,
      )
    ).id;
  const unitRequests = {
    unitRequest: await schoolRequest('Escola Estadual Aprovada', '990000001'),
    unitRequestToReject: await schoolRequest('Escola Estadual Rejeitada', '990000002'),
    unitRequestToEdit: await schoolRequest('Escola Estadual Alterada', '990000003'),
  };

  // Reports (issue 15): a mail carrying the demo upload as an attachment, and a finished report job of
  // each staff member of the edition (GET report_jobs lists the caller's own).
  const mail = await one<{ id: number }>(
    sql`insert into mail_outbox (to_address, subject, body_text, attachments)
        values ('admin@olimpiada.dev', 'Relatório', 'Segue.',
                ${JSON.stringify([{ filename: 'relatorio.pdf', content_type: 'application/pdf', key: file.key, size: 15 }])}::jsonb)
        returning id::int as id`,
    db,
  );
  for (const staff of [users.coord, users.admin])
    await sql`insert into jobs (kind, key, edition_id, payload, status, created_by, result, finished_at)
              values ('reports.participations', ${`fixture:${staff}`}, ${mine.edition},
                      ${JSON.stringify({ report: 'participations', format: 'csv', editionId: mine.edition, examId: mine.exam })}::jsonb,
                      'succeeded', ${staff},
                      ${JSON.stringify({ report: 'participations', exam_id: mine.exam, filename: 'participacoes.csv', key: file.key, size: 15 })}::jsonb,
                      now())`.execute(db);

  // Notifications (issue 16): a sent e-mail to the student's edition, its one recipient delivered.
  const notification = await one<{ id: number }>(
    sql`insert into notifications (edition_id, destination, "group", subject, message, created_by,
                                   resolved_at, recipients_total)
        values (${mine.edition}, 'email', 'students', 'Aviso', 'A fase 2 abre amanhã.', ${users.admin}, now(), 1)
        returning id::int as id`,
    db,
  );
  await sql`insert into mail_outbox (notification_id, to_address, subject, body_text, sent_at)
            values (${notification.id}, 'aluno@olimpiada.dev', 'Aviso', 'A fase 2 abre amanhã.', now())`.execute(
    db,
  );

  // The inbox (issue 16): an app notification of the student's edition in his inbox (its push settled).
  const inboxItem = await one<{ id: number }>(
    sql`with n as (insert into notifications (edition_id, destination, "group", message, created_by)
                   values (${mine.edition}, 'push', 'students', 'A fase 2 começa amanhã.', ${users.admin})
                   returning id)
        insert into user_notifications (notification_id, user_id, push_status)
        select n.id, ${users.student}, 'none' from n returning id::int as id`,
    db,
  );

  const sessions = async (): Promise<Record<Identity, Record<string, string>>> => {
    const out = { anon: {} } as Record<Identity, Record<string, string>>;
    for (const [key, id] of Object.entries(users)) out[key as Identity] = await sessionHeaders(db, id);
    return out;
  };
  const withEdition = (h: AuthHeaders | Record<string, string>) => ({ ...h, edition: String(mine.edition) });
  const headers = await sessions();
  for (const k of IDENTITIES) headers[k] = withEdition(headers[k]);

  return {
    ids: {
      edition: mine.edition,
      exam: mine.exam,
      examPhase: mine.phase,
      participation: mine.participation,
      question: question.id,
      evaluation: `${mine.participation}-${question.id}`,
      inscription: inscription.id,
      team: team.team,
      teamExam: team.exam,
      membership: team.member,
      file: file.id,
      inactiveEdition: inactive.id,
      recommendation: recommendation.id,
      mail: mail.id,
      notification: notification.id,
      inboxItem: inboxItem.id,
      spareCoordinator: spareCoordinator.id,
      ...unitRequests,
      state: place.state,
      city: place.city,
      student: users.student,
      email: 'aluno@olimpiada.dev',
    },
    headers,
    async freshHeaders(identity) {
      if (identity === 'anon') return withEdition({});
      return withEdition(await sessionHeaders(db, users[identity]));
    },
  };
}
