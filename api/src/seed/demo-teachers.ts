import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Project 47, the teachers' olympiad: a sibling project served by the same build (spec 1 §1, §9). */
export const TEACHER_PROJECT = { id: 47, name: 'Olimpíada de Professores', slug: 'professores' } as const;
export const DEMO_TEACHER_EDITION = 'Olimpíada de Professores 2026';

const DAY = 24 * 3600_000;

/**
 * Project 47 with one edition open for registration (Brazil, one phase in the opened category, an
 * upcoming online exam), so a teacher can register through project 47's registration parcel. Teachers
 * are the demo accounts (professor@olimpiada.dev). Idempotent: does nothing once project 47 exists.
 */
export async function seedDemoTeacherProject(db: Kysely<Database>, now = Date.now()): Promise<boolean> {
  const exists = await db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', TEACHER_PROJECT.id)
    .executeTakeFirst();
  if (exists) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('projects')
      .values({ ...TEACHER_PROJECT })
      .execute();
    const edition = await trx
      .insertInto('editions')
      .values({
        project_id: TEACHER_PROJECT.id,
        description: DEMO_TEACHER_EDITION,
        year: 2026,
        start_registration: new Date(now - 5 * DAY),
        end_registration: new Date(now + 45 * DAY),
        start_date: new Date(now + 50 * DAY),
        results_due: new Date(now + 90 * DAY),
        active: true,
        time_zone: 'America/Sao_Paulo',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('phases')
      .values({
        edition_id: edition.id,
        phase: 1,
        categories: JSON.stringify(['opened']),
        additional_data: JSON.stringify({}),
      })
      .execute();
    await trx
      .insertInto('exams')
      .values({
        edition_id: edition.id,
        phase: 1,
        description: 'Fase 1 — Prova online para professores',
        kind: 'online',
        start_date: new Date(now + 50 * DAY),
        end_date: new Date(now + 51 * DAY),
        time_limit: 120,
        minimal_score: null,
      })
      .execute();
    await trx.insertInto('edition_countries').values({ edition_id: edition.id, country_id: 1 }).execute();
  });
  return true;
}
