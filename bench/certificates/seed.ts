// The benchmark's edition: N users subscribed to it, each with a finished participation in its exam and
// a score from 0 to 10 that places them in one of three achievements; inserted set-based.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../api/src/db/schema.ts';

export async function seedHolders(db: Kysely<Database>, holders: number): Promise<number> {
  await sql`insert into projects (id, name, slug) values (36, 'Olimpíada', 'olimpiada')
            on conflict do nothing`.execute(db);
  const edition = await db
    .insertInto('editions')
    .values({
      project_id: 36,
      description: 'Olimpíada de Benchmark',
      year: 2026,
      time_zone: 'America/Sao_Paulo',
      details: JSON.stringify({
        achievements: [
          { name: 'Menção Honrosa', min_score: 0, max_score: 4.99 },
          { name: 'Medalha de Prata', min_score: 5, max_score: 7.99 },
          { name: 'Medalha de Ouro', min_score: 8, max_score: 10 },
        ],
      }) as never,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const exam = await db
    .insertInto('exams')
    .values({ edition_id: edition.id, phase: 1, description: 'Prova da fase 1', kind: 'online' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into users (name, email)
    select 'Participante ' || lpad(g::text, 5, '0') || ' da Silva', 'bench' || g || '@olimpiada.example'
    from generate_series(1, ${holders}) g`.execute(db);
  await sql`insert into inscriptions (edition_id, user_id, category, registrable_type)
    select ${edition.id}, id, 'regular', 'Student' from users where email like 'bench%@olimpiada.example'`.execute(
    db,
  );
  await sql`insert into participations (user_id, exam_id, started_at, ends_at, finished_at, score)
    select id, ${exam.id}, now() - interval '2 hours', now() - interval '1 hour', now() - interval '1 hour',
      round(((id * 37) % 101) / 10.0, 1)
    from users where email like 'bench%@olimpiada.example'`.execute(db);
  return edition.id;
}
